/** The parts of a click that decide who handles it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the clicked `<a>` that decide it. */
export interface LinkAnchor {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Whether a click on a link should navigate within the app: only a plain primary click, not already
 * handled, on a same-origin link that opens in this tab and is not a download. Everything else (new tab
 * or window, a download, another site) is left to the browser.
 */
export function isClientNavigation(click: LinkClick, anchor: LinkAnchor, origin: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, origin).origin === origin;
}
