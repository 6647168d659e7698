import { scriptElements, withHeadTags, withoutScripts } from './floor-pages';

const page = [
  '<!doctype html><html><head><meta charset="utf-8">',
  '<link rel="preload" as="font" href="/f.woff2" crossorigin>',
  '<link rel="preload" as="script" fetchpriority="low" href="/main.js">',
  '<link rel="modulepreload" href="/m.js"><style>h1{color:red}</style>',
  '<script nonce="n">window.__SITE_SETTINGS__={"a":"<link rel=\\"preload\\" as=\\"script\\">"}</script>',
  '<SCRIPT defer src="/main.js"></SCRIPT><scripted-thing></scripted-thing>',
  '</head><body><h1>PCD Pharma Franchise</h1><script type="application/ld+json">{}</script></body></html>',
].join('');

describe('the floor pages', () => {
  it('take out every script and script preload, and keep the markup, the styles and the other preloads', () => {
    const bare = withoutScripts(page);
    expect(bare).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><link rel="preload" as="font" href="/f.woff2" crossorigin>' +
        '<style>h1{color:red}</style><scripted-thing></scripted-thing></head><body><h1>PCD Pharma Franchise</h1></body></html>',
    );
    expect(scriptElements(bare)).toEqual([]);
  });

  it('list a page’s script elements as written', () => {
    expect(scriptElements('<p></p><script src="/a.js"></script><script>1</script>')).toEqual([
      '<script src="/a.js"></script>',
      '<script>1</script>',
    ]);
  });

  it('add tags at the end of the head', () => {
    expect(
      withHeadTags('<html><head><title>t</title></HEAD><body></body></html>', '<script src="/x.js"></script>'),
    ).toBe('<html><head><title>t</title><script src="/x.js"></script></HEAD><body></body></html>');
  });

  it('refuse a page they cannot read', () => {
    expect(() => withoutScripts('<p><script>never closed</p>')).toThrow('<script> at 3 is not closed');
    expect(() => withHeadTags('<p>no head</p>', '')).toThrow('the page has no </head>');
  });
});
