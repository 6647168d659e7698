const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `task` once, at the visitor's first touch, click, key or wheel anywhere on the page; returns a
 * cancel. Code only an interaction can need (the enquiry dialogs) loads then, not with the first view.
 */
export function onFirstInteraction(
  task: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const cancel = () => EVENTS.forEach((type) => target.removeEventListener(type, run, true));
  function run() {
    cancel();
    task();
  }
  EVENTS.forEach((type) => target.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
