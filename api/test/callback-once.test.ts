// A quick enquiry's idempotency guarantees: one row per Idempotency-Key of a session, whatever races.
import type { CallbackPayload } from '@pharmasetu/shared-contracts';
import { CallbackService } from '../src/services/callbacks';
import { useApp, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';

const quick = (phone: string): CallbackPayload => ({
  name: 'Anita',
  email: 'anita@example.com',
  phone_number: phone,
  type: 'PCD Pharma Franchise',
  country_code: 'IN',
  isd_code: '91',
  listing_slug: undefined,
});

describe.each(DATABASES)('quick enquiry, once per Idempotency-Key (%s)', (kind) => {
  const t = useApp(kind);
  const stored = async (phone: string) =>
    Number(
      (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM quick_enquiries WHERE phone_number = $1', [phone]))
        .rows[0]!.n,
    );

  it('with and without an Idempotency-Key: a replay answers the first answer and stores nothing; each plain post stores its own row', async () => {
    const service = new CallbackService(t.db);
    const session = { sessionId: 'session-once-1', idempotencyKey: 'once-1' };
    const first = await service.request(quick('9876500001'), session);
    const replay = await service.request(quick('9876500001'), session);
    const plain = await service.request(quick('9876500002'), { sessionId: 'session-once-1' });
    expect(replay).toEqual(first);
    expect(first).toEqual({ status: 'posted', id: expect.any(Number) });
    expect(plain.id).not.toBe(first.id);
    expect(await stored('9876500001')).toBe(1);
    const row = (
      await t.db.query('SELECT id, name, email, phone_number, type FROM quick_enquiries WHERE phone_number = $1', [
        '9876500001',
      ])
    ).rows[0];
    expect(row).toEqual({
      id: first.id,
      name: 'Anita',
      email: 'anita@example.com',
      phone_number: '9876500001',
      type: 'PCD Pharma Franchise',
    });
  });

  it('20 parallel posts with one key store one row and all answer the first answer; another body with that key is a 422', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        visitor.post('/api/post-quick-enquiry', quick('9876500003'), { 'idempotency-key': 'burst-1' }),
      ),
    );
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => JSON.stringify(r.json())))).toHaveProperty('size', 1);
    expect(await stored('9876500003')).toBe(1);
    const other = await visitor.post('/api/post-quick-enquiry', quick('9876500004'), { 'idempotency-key': 'burst-1' });
    expect([other.statusCode, other.json()]).toEqual([
      422,
      { error: 'Idempotency-Key was already used with a different request' },
    ]);
    expect(await stored('9876500004')).toBe(0);
  });
});
