require('@testing-library/jest-dom');
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// jsdom has no HTMLDialogElement.showModal/close nor close requests (checked: jsdom 26). The least the
// native dialogs use: showModal/close toggle `open`, and Escape is a close request, a cancelable 'cancel'
// on the open dialog that closes it unless prevented. No top layer and no inert page: those are the browser's.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const open = Array.from(document.querySelectorAll('dialog[open]')).pop();
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
