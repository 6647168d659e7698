/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html with the server's rendering put in: the page's own head elements (its
 * <title> and description replace the template's), then `headExtra` (preloads, settings, composition)
 * before </head>, and the rendered page inside the root element.
 */
export function pageHtml(
  template: string,
  rendered: { head: string; body: string } | undefined,
  headExtra: string,
): string {
  let html = template;
  if (rendered && /<title\b/.test(rendered.head)) html = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/, '');
  if (rendered && /<meta\b[^>]*name="description"/.test(rendered.head))
    html = html.replace(/<meta\b[^>]*name="?description"?[^>]*>/, '');
  // Before </head>: a marker comment would not survive the production HTML minifier.
  html = html.replace('</head>', `${rendered?.head ?? ''}${headExtra}</head>`);
  if (rendered) html = html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.body}</div>`);
  return html;
}
