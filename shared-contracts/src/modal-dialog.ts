/**
 * Opens a `<dialog>` as a modal (showModal: the browser keeps focus out of the page behind it and turns
 * Escape into a 'cancel' event) and moves focus into it. The returned function closes it and gives focus
 * back to what had it before: call it when the dialog goes away. Plain DOM, for the shell and every remote.
 */
export function showModalDialog(dialog: HTMLDialogElement): () => void {
  const previous = document.activeElement as HTMLElement | null;
  dialog.showModal();
  dialog.focus();
  return () => {
    if (dialog.open) dialog.close();
    previous?.focus?.();
  };
}
