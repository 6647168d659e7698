import { onTextEntry, takesText, TEXT_ENTRY_SETTLE_MS } from './text-entry';

describe('onTextEntry: the floating buttons move aside while a field is being filled', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<form><input id="email" type="email"><input id="gst" type="radio"><textarea id="msg"></textarea><button id="go">Subscribe</button></form>';
  });
  afterEach(() => jest.useRealTimers());
  const el = (id: string) => document.getElementById(id) as HTMLElement;

  it('says typing on a text field, not on a radio or a button', () => {
    expect([takesText(el('email')), takesText(el('msg')), takesText(el('gst')), takesText(el('go'))]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('comes back only a moment after the field is left, so a tap on the form button lands first; not between fields', () => {
    const seen: boolean[] = [];
    const off = onTextEntry((typing) => seen.push(typing));
    el('email').focus();
    expect(seen).toEqual([true]);
    el('msg').focus(); // field to field: no change
    jest.advanceTimersByTime(TEXT_ENTRY_SETTLE_MS * 2);
    expect(seen).toEqual([true]);
    el('go').focus();
    jest.advanceTimersByTime(TEXT_ENTRY_SETTLE_MS - 1);
    expect(seen).toEqual([true]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
    off();
  });

  it('comes back when the focused field leaves the page (a dialog closing sends no focusout)', () => {
    const seen: boolean[] = [];
    const off = onTextEntry((typing) => seen.push(typing));
    el('email').focus();
    document.body.innerHTML = '';
    jest.advanceTimersByTime(TEXT_ENTRY_SETTLE_MS);
    expect(seen).toEqual([true, false]);
    off();
  });
});
