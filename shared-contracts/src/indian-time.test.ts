import { indianTime } from './indian-time';

describe('indianTime', () => {
  it("reads a moment in India's time, from a Date or an ISO string", () => {
    expect(indianTime('2026-03-12T05:12:00.000Z')).toBe('12 Mar, 10:42 am');
    expect(indianTime(new Date('2026-03-12T20:00:00.000Z'))).toBe('13 Mar, 1:30 am');
  });
});
