import { pageHtml, scriptJson } from './site-page-html';

const template =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Generic"><title>PharmaSetu</title></head><body><div id="root"></div><script src="/main.1.js"></script></body></html>';

describe('pageHtml', () => {
  it("puts the page's head elements in place of the template's title and description, and the page in the root", () => {
    const html = pageHtml(
      template,
      {
        head: '<title>Herbal | PharmaSetu</title><meta name="description" content="Herbal companies"/>',
        body: '<main><h1>Herbal</h1></main>',
      },
      '<script>x=1</script>',
    );
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><title>Herbal | PharmaSetu</title><meta name="description" content="Herbal companies"/><script>x=1</script></head><body><div id="root"><main><h1>Herbal</h1></main></div><script src="/main.1.js"></script></body></html>',
    );
  });

  it('keeps a page body with $ patterns as it is', () => {
    expect(pageHtml(template, { head: '', body: "<p>$& $' $1</p>" }, '')).toContain(
      '<div id="root"><p>$& $\' $1</p></div>',
    );
  });

  it('without a rendering, leaves the template for the browser to render', () => {
    expect(pageHtml(template, undefined, '<x>')).toBe(template.replace('</head>', '<x></head>'));
  });
});

describe('scriptJson', () => {
  it('cannot close the script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).toBe(
      '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
