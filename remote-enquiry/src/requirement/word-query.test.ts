import { replaceWord, wantsSuggestions, wordQuery } from './word-query';

describe('message word query', () => {
  it('is the letters typed at the end; a space or Enter resets it', () => {
    expect(wordQuery('I need para')).toBe('para');
    expect(wordQuery('I need para ')).toBe('');
    expect(wordQuery('I need para\n')).toBe('');
    expect(wordQuery('')).toBe('');
  });

  it('asks for suggestions from 3 letters', () => {
    expect(wantsSuggestions('pa')).toBe(false);
    expect(wantsSuggestions('par')).toBe(true);
  });

  it('a picked molecule replaces the typed word', () => {
    expect(replaceWord('I need para', 'Paracetamol')).toBe('I need Paracetamol ');
    expect(wordQuery(replaceWord('I need para', 'Paracetamol'))).toBe('');
  });
});
