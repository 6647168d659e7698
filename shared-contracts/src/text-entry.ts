/** Whether an element takes typed text (where a phone shows its keyboard). */
export function takesText(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'hidden', 'image', 'range', 'color', 'file'].includes(
      el.type,
    );
  return el instanceof HTMLElement && el.isContentEditable === true;
}

/** How long after a field loses the focus the floating buttons come back: a tap on the form's button lands first. */
export const TEXT_ENTRY_SETTLE_MS = 400;

/**
 * Calls `onChange(true)` when the visitor starts typing in a field of the page and `onChange(false)` a moment after
 * they leave it (not when the focus moves to another field): while a form is being filled, the floating buttons
 * move aside so they cover none of its controls. Returns the unsubscribe.
 */
export function onTextEntry(onChange: (typing: boolean) => void, doc: Document = document): () => void {
  let typing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A focused field that leaves the page (a dialog closing) sends no focusout: while typing, look now and then.
  let watch: ReturnType<typeof setInterval> | undefined;
  const set = (next: boolean) => {
    if (next === typing) return;
    typing = next;
    clearInterval(watch);
    if (next) watch = setInterval(() => !takesText(doc.activeElement) && set(false), TEXT_ENTRY_SETTLE_MS);
    onChange(next);
  };
  const focusIn = (e: FocusEvent) => {
    clearTimeout(timer);
    if (takesText(e.target as Element)) set(true);
  };
  const focusOut = () => {
    clearTimeout(timer);
    timer = setTimeout(() => set(takesText(doc.activeElement)), TEXT_ENTRY_SETTLE_MS);
  };
  doc.addEventListener('focusin', focusIn);
  doc.addEventListener('focusout', focusOut);
  if (takesText(doc.activeElement)) set(true);
  return () => {
    clearTimeout(timer);
    clearInterval(watch);
    doc.removeEventListener('focusin', focusIn);
    doc.removeEventListener('focusout', focusOut);
  };
}
