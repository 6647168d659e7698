import { z } from 'zod';
import { findUntypable, isPlainText } from './plain-text';
import { optionalText, text } from './fields';

describe('plain text', () => {
  it('accepts what people type, tabs and new lines included, and paired surrogates (emoji)', () => {
    for (const s of ['', 'Paracetamol 500 mg', 'line one\nline two\r\n\tindented', 'नमस्ते', 'pill 💊', 'é ü ß'])
      expect(isPlainText(s)).toBe(true);
  });

  it('refuses NUL, other control characters, DEL, C1 controls and lone surrogates', () => {
    for (const s of [
      'par\u0000',
      '\u0001',
      'a\u0008b',
      '\u000b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      'a\ud800b',
      '\udc00',
      'x\ud83d',
    ]) {
      expect(isPlainText(s)).toBe(false);
    }
  });

  it('finds the first such string in a body, keys included', () => {
    expect(findUntypable({ a: 'ok', b: ['fine', 'bad\u0000'] })).toEqual(['b', 1]);
    expect(findUntypable({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findUntypable({ a: 'ok', n: 1, z: null })).toBeUndefined();
    expect(findUntypable('\ud800')).toEqual([]);
  });

  it('is part of the shared text field rules, with the field message', () => {
    const schema = z.object({ firm: optionalText('Invalid firm name', 200), note: text('Invalid note') });
    const refused = schema.safeParse({ firm: 'Acme\u0000', note: 'ok' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Invalid firm name');
    expect(schema.safeParse({ note: 'lone \udc00' }).error?.issues[0]?.message).toBe('Invalid note');
    expect(schema.safeParse({ firm: 'Acme Pharma', note: 'two\nlines' }).success).toBe(true);
  });
});
