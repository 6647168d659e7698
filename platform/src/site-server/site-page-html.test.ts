/** @jest-environment jsdom */
import { pageHtml, scriptJson, START_FALLBACK_MS, startAfterPaint } from './site-page-html';

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

describe("a rendered page's scripts", () => {
  const deferred =
    '<!doctype html><html><head><title>PharmaSetu</title><script defer src=/main.1.js></script><script defer="defer" src="/other.2.js"></script></head><body><div id=root></div></body></html>';
  const page = pageHtml(
    deferred,
    { head: '', body: '<h1>Herbal</h1>' },
    '<link rel="preload" as="script" fetchpriority="low" href="/bootstrap.3.js">',
  );

  it('are fetched from the head, in their order, and started at the end of the body', () => {
    expect(page).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page).toContain(
      '<title>PharmaSetu</title><link rel="preload" as="script" fetchpriority="low" href="/main.1.js"><link rel="preload" as="script" fetchpriority="low" href="/other.2.js"><link rel="preload" as="script" fetchpriority="low" href="/bootstrap.3.js"></head>',
    );
    expect(page).toMatch(
      /<div id="root"><h1>Herbal<\/h1><\/div><script>\(function\(d,s\)\{.*\}\)\(document,\["\/main\.1\.js","\/other\.2\.js"\]\)<\/script><\/body><\/html>$/,
    );
  });

  it('stay as they are when the browser renders the page itself', () => {
    expect(pageHtml(deferred, undefined, '')).toBe(deferred);
  });

  it('are started at the very end of a template without </body>', () => {
    const bare = pageHtml(
      '<head><script defer src=/m.js></script></head><div id=root></div>',
      { head: '', body: 'x' },
      '',
    );
    expect(bare).toMatch(/<div id="root">x<\/div><script>.*\["\/m\.js"\]\)<\/script>$/);
  });
});

describe('startAfterPaint', () => {
  const frames: FrameRequestCallback[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.body.innerHTML = '<h1>Herbal</h1>';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  /** Runs the starter as the page would; returns a reader of the scripts it has put in the page so far (src, async). */
  const start = () => {
    const code = startAfterPaint(['/main.1.js', '/other.2.js']).replace(/^<script>|<\/script>$/g, '');
    new Function(code)();
    return () => [...document.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
  };

  it('starts nothing before the page has had a frame, and the scripts in order in the task after it', () => {
    const started = start();
    jest.runAllTimers();
    expect(started()).toEqual([]);
    frames.splice(0).forEach((f) => f(0));
    expect(started()).toEqual([]);
    jest.runAllTimers();
    expect(started()).toEqual([
      ['/main.1.js', false],
      ['/other.2.js', false],
    ]);
  });

  describe('where the browser reports paints', () => {
    let report: ((entries: string[]) => void) | undefined;
    let disconnected = false;
    beforeEach(() => {
      report = undefined;
      disconnected = false;
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(
          private callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: FakeObserver) => void,
        ) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          report = (names) => this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }, this);
        }
        disconnect() {
          disconnected = true;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('starts nothing on a frame or a first paint without content, and the scripts in the task after the first contentful paint', () => {
      const started = start();
      frames.splice(0).forEach((f) => f(0));
      report!(['first-paint']);
      jest.advanceTimersByTime(START_FALLBACK_MS - 1);
      expect(started()).toEqual([]);
      report!(['first-contentful-paint']);
      expect(disconnected).toBe(true);
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([
        ['/main.1.js', false],
        ['/other.2.js', false],
      ]);
      jest.runAllTimers();
      expect(started()).toHaveLength(2);
    });

    it('starts after START_FALLBACK_MS when no contentful paint is reported', () => {
      const started = start();
      jest.advanceTimersByTime(START_FALLBACK_MS - 1);
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(started()).toHaveLength(2);
    });
  });

  it('starts at once in a hidden tab, which draws no frames', () => {
    visibility = 'hidden';
    expect(start()()).toHaveLength(2);
    expect(frames).toEqual([]);
  });

  it('starts when the tab is hidden before its first frame, and only once', () => {
    const started = start();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toHaveLength(2);
    frames.splice(0).forEach((f) => f(0));
    jest.runAllTimers();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toHaveLength(2);
  });
});
