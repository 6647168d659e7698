import { clipDescription, DESCRIPTION_MAX } from './clip-description';

describe('clipDescription', () => {
  it('keeps a short text, on one line', () => {
    expect(clipDescription('  Eye drop\n franchise   companies. ')).toBe('Eye drop franchise companies.');
  });

  it('cuts a long text at a word boundary, with an ellipsis, within 160 characters', () => {
    const text = `${'Verified PCD franchise companies across India, '.repeat(6)}end`;
    const out = clipDescription(text);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out.endsWith('…')).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(out.slice(0, -1)).toMatch(/[A-Za-z]$/);
    expect(text[out.length - 1]).toMatch(/[\s,]/);
  });

  it('cuts a single overlong word mid-word', () => {
    const out = clipDescription('x'.repeat(400), 20);
    expect(out).toBe(`${'x'.repeat(19)}…`);
  });
});
