import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The pages' emotion cache: key `css` on the server and in the browser (the server's class names are the
 * browser's, and emotion moves the server's <style> elements into the head before hydrating), with the
 * page's CSP nonce on every <style> element it writes, inline beside the server's markup or added later
 * in the browser, so the site's Content-Security-Policy needs no 'unsafe-inline' for styles. A cache per
 * server render: a cache emits each style once, and every page needs its own.
 */
export const createEmotionCache = (nonce: string | undefined): EmotionCache =>
  createCache({ key: 'css', ...(nonce ? { nonce } : {}) });

/** The nonce the site's server gave this page (a nonced inline script carries it), or undefined. */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
