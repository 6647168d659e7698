import { localSiteSettings, type CategoryResponse } from '@pharmasetu/shared-contracts';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { categoryHead, notFoundHead } from './page-head';
import { PageHeadTags } from './page-head-tags';

const settings = localSiteSettings('main');
const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
const data = (name: string): CategoryResponse => ({
  category: { slug: 'pharma-franchise-for-eye-drop', name, kind: 'franchise', description: 'Eye drops.' },
  companies: [
    {
      slug: 'company-1',
      name: `Company ${name}`,
      city: 'Mohali',
      state: 'Punjab',
      rank: 1,
      categories: [],
      established: null,
    },
  ],
  total: 1,
  places: { states: [], cities: [] },
  filter: {},
});
const head = () => document.head;
const meta = (selector: string) => head().querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHeadTags', () => {
  it('puts the title, description, canonical link and Open Graph properties into <head>, and one JSON-LD script per object', () => {
    const page = categoryHead(settings, data('Eye Drop Franchise'));
    const { container } = render(<PageHeadTags head={page} />);
    expect(document.title).toBe('Eye Drop Franchise | PharmaSetu');
    expect(meta('meta[name="description"]')).toBe(page.description);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/pharma/pharma-franchise-for-eye-drop',
    );
    expect(meta('meta[property="og:title"]')).toBe('Eye Drop Franchise');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost:3000/pharma/pharma-franchise-for-eye-drop');
    expect(head().querySelectorAll('meta[property^="og:"]')).toHaveLength(Object.keys(page.openGraph).length);
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
    const scripts = [...container.ownerDocument.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ''))).toEqual(page.jsonLd);
    expect(scripts.map((s) => JSON.parse(s.textContent ?? '')['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
  });

  it('a page without a canonical address gets no canonical link; a noindex page its robots meta', () => {
    render(<PageHeadTags head={notFoundHead(settings)} />);
    expect(document.title).toBe('Page not found | PharmaSetu');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('renders hostile names as text on the server: no element of theirs in the HTML, JSON-LD that reads back the same', () => {
    const page = categoryHead(settings, data(hostile));
    const html = renderToString(<PageHeadTags head={page} />);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(page.jsonLd.length);
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head><body></body></html>`,
      'text/html',
    );
    expect(doc.title).toBe(`${hostile} | PharmaSetu`);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ''))).toEqual(page.jsonLd);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
  });
});
