import { preloadLinks } from './page-composition';

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The template's deferred scripts (html-webpack-plugin's `<script defer src=…></script>`, quoted or not). */
const DEFERRED_SCRIPT = /<script\b(?=[^>]*\sdefer\b)[^>]*\ssrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*><\/script>/g;

/**
 * Starts the scripts `srcs`, in order, once the browser has shown the page: in the task after its first
 * contentful paint is reported (a frame drawn is not yet a frame shown: on a busy phone the two are apart,
 * and scripts run between them delay what the visitor sees), at the latest FALLBACK_MS after that; where the
 * browser reports no paints, after the next frame (a task queued from requestAnimationFrame runs once that
 * frame is drawn); at once in a tab nobody sees (no frames there), or when the tab is hidden before.
 */
/** The scripts start at the latest this long after the page began, when no first paint was reported by then. */
export const START_FALLBACK_MS = 3000;

export function startAfterPaint(srcs: string[], nonce?: string): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(d,s){var P=window.PerformanceObserver,go=function(){go=function(){};s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})},later=function(){setTimeout(function(){go()})};if(d.visibilityState==="hidden")go();else{d.addEventListener("visibilitychange",function(){go()});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});setTimeout(function(){go()},${START_FALLBACK_MS})}else requestAnimationFrame(later)}})(document,${scriptJson(srcs)})</script>`;
}

/**
 * The shell's index.html with the server's rendering put in: the page's own head elements (its
 * <title> and description replace the template's), then `headExtra` (preloads, settings, composition)
 * before </head>, and the rendered page inside the root element.
 *
 * A rendered page is painted before its scripts run. Run as `defer` scripts, they run when the document
 * is parsed, before its first frame: the federated shell's main.js (the federation runtime starting) held
 * the first paint back by about 30 ms, 105 ms at 4× CPU (medians of 8 Chromium traces), and the page is
 * whole without them. So they are fetched from the head (a preload, where the script was) and started by
 * startAfterPaint at the end of the body. Without a rendering the template stays as it is: the browser
 * renders the page, and there is nothing to paint before.
 */
export function pageHtml(
  template: string,
  rendered: { head: string; body: string } | undefined,
  headExtra: string,
  /** The nonce of the inline starter script (the site's CSP). */
  nonce?: string,
): string {
  let html = template;
  if (rendered && /<title\b/.test(rendered.head)) html = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/, '');
  if (rendered && /<meta\b[^>]*name="description"/.test(rendered.head))
    html = html.replace(/<meta\b[^>]*name="?description"?[^>]*>/, '');
  // Before </head>: a marker comment would not survive the production HTML minifier.
  html = html.replace('</head>', `${rendered?.head ?? ''}${headExtra}</head>`);
  if (!rendered) return html;
  const deferred: string[] = [];
  html = html.replace(DEFERRED_SCRIPT, (_tag, double?: string, single?: string, bare?: string) => {
    const src = (double ?? single ?? bare)!;
    deferred.push(src);
    return preloadLinks([{ href: src }]);
  });
  html = html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.body}</div>`);
  if (!deferred.length) return html;
  // At the end of the body, so the frame it waits for holds the whole page; a template without </body> ends with it.
  const start = startAfterPaint(deferred, nonce);
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd < 0 ? html + start : html.slice(0, bodyEnd) + start + html.slice(bodyEnd);
}
