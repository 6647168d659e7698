import { SEARCH_NO_RESULT } from './constants';
import { FOOTER_PAGES, routes } from './routes';
import {
  SEARCH_KINDS,
  SEARCH_REQUIREMENT_LABEL,
  searchPageHref,
  type SearchPageData,
  type SearchPageHit,
  type SearchPageQuery,
} from './search-page';

/** One row of /search as both renderers draw it. */
export interface SearchRowView {
  objectID: string;
  name: string;
  /** The name with the engine's highlight tags (the browser's view marks the matched parts). */
  highlighted?: string;
  /** The hit's page (companies and molecules on their sites, categories under /pharma). */
  href: string;
  /** "Company · Mohali, Punjab", "Molecule". */
  meta: string;
  /** A company's categories, the first three. */
  categories?: string;
  /** A company's: its page's enquiry card (the no-JavaScript way to send it an enquiry). */
  enquiry?: { href: string; slug: string; label: string };
}

export interface SearchLinkView {
  label: string;
  href: string;
  current: boolean;
}

/** Everything /search shows for one page, as links: the server's page and the search remote's view draw this. */
export interface SearchPageView {
  label: string;
  tabs: SearchLinkView[];
  /** The state facet (absent when the engine gives no facets): a summary line and the links. */
  states?: { summary: string; links: SearchLinkView[] };
  /** "75 results", "12 results in Punjab". */
  count: string;
  rows: SearchRowView[];
  pages?: { label: string; previous?: string; next?: string };
  companies?: { heading: string; rows: SearchRowView[]; all: { label: string; href: string } };
  /** The list is empty: SEARCH_NO_RESULT when nothing matched; when only the related kinds did, that this kind did not. */
  empty: string;
  /** The engine made words optional: "Showing results for" and the words every hit matches. */
  relaxed?: { lead: string; words: string };
  /** The applied rules' notices, as the rules word them. */
  notices?: string[];
  /** Above the company tab's first page: the first molecules and categories, as links. */
  related?: { heading: string; label: string; rows: SearchRowView[] }[];
  /**
   * On a relaxed or empty page: the requirement card, pre-filled with the query (`productName`); without JavaScript
   * `href`, the contact page (its numbers and address).
   */
  requirement?: { text: string; label: string; href: string; productName: string };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

function rowView(hit: SearchPageHit, urls: { main: string; company: string; molecule: string }): SearchRowView {
  const kind = hit.category.toLowerCase();
  const href =
    kind === 'company'
      ? routes.company(urls.company, hit.slug)
      : kind === 'molecule'
        ? routes.molecule(urls.molecule, hit.slug)
        : routes.category(urls.main, hit.slug);
  return {
    objectID: hit.objectID,
    name: hit.name,
    ...(hit._highlightResult?.name?.value ? { highlighted: hit._highlightResult.name.value } : {}),
    href,
    meta: hit.place ? `${hit.category} · ${hit.place}` : hit.category,
    ...(hit.categories?.length ? { categories: hit.categories.slice(0, 3).join(' · ') } : {}),
    ...(kind === 'company'
      ? { enquiry: { href: `${href}#enquiry`, slug: hit.slug, label: `Send enquiry to ${hit.name}` } }
      : {}),
  };
}

/** The page's view from its query and data; `urls` are the sites' origins (settings.urls). */
export function searchPageView(
  q: SearchPageQuery,
  data: SearchPageData,
  urls: { main: string; company: string; molecule: string },
): SearchPageView {
  const href = (next: Partial<SearchPageQuery>) => searchPageHref(urls.main, { ...q, page: 0, ...next });
  const tabs = SEARCH_KINDS.map((k) => {
    const n = data.kinds?.[k.t];
    return {
      label: n === undefined ? k.label : `${k.label} (${n})`,
      // Another kind of hit has no state: the tab drops it.
      href: href({ t: k.t, state: k.t === 'company' ? q.state : undefined }),
      current: k.t === q.t,
    };
  });
  const states = data.states
    ? {
        summary: q.state ? `State: ${q.state}` : 'Filter by state',
        links: [
          ...(q.state ? [{ label: 'All states', href: href({ state: undefined }), current: false }] : []),
          // Names in code-unit order, not localeCompare: its first call in a page loads the collation data
          // (tens of milliseconds on a phone, in the task that hydrates /search), and state names are plain ASCII.
          ...Object.entries(data.states)
            .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
            .map(([name, n]) => ({ label: `${name} (${n})`, href: href({ state: name }), current: name === q.state })),
        ],
      }
    : undefined;
  const nbPages = Math.max(data.nbPages, 0);
  const pages =
    nbPages > 1
      ? {
          label: `Page ${data.page + 1} of ${nbPages}`,
          ...(data.page > 0 ? { previous: href({ page: data.page - 1 }) } : {}),
          ...(data.page + 1 < nbPages ? { next: href({ page: data.page + 1 }) } : {}),
        }
      : undefined;
  const companies =
    data.companies && data.companies.hits.length > 0
      ? {
          heading: `Companies for “${q.query}”`,
          rows: data.companies.hits.map((h) => rowView(h, urls)),
          all: {
            label: `All ${plural(data.companies.nbHits, 'company', 'companies')}`,
            href: href({ t: 'company', state: undefined }),
          },
        }
      : undefined;
  const related = (data.related ?? []).flatMap((r) => {
    const kind = SEARCH_KINDS.find((k) => k.t === r.t);
    return kind && r.hits.length > 0
      ? [{ heading: `${kind.label} for “${q.query}”`, label: kind.label, rows: r.hits.map((h) => rowView(h, urls)) }]
      : [];
  });
  const kindLabel = SEARCH_KINDS.find((k) => k.t === q.t)?.label.toLowerCase();
  // Words made optional that still found nothing: the page is empty, not relaxed.
  const relaxed =
    data.relaxed && data.hits.length > 0
      ? data.relaxed.kept
        ? { lead: 'Showing results for', words: data.relaxed.kept }
        : { lead: 'Showing results for some of the words of', words: q.query }
      : undefined;
  return {
    label: `Results for “${q.query}”`,
    tabs,
    ...(states ? { states } : {}),
    count: `${plural(data.nbHits, 'result', 'results')}${q.state ? ` in ${q.state}` : ''}`,
    rows: data.hits.map((h) => rowView(h, urls)),
    ...(pages ? { pages } : {}),
    ...(companies ? { companies } : {}),
    empty: related.length > 0 && kindLabel ? `No ${kindLabel} for “${q.query}”` : SEARCH_NO_RESULT,
    ...(relaxed ? { relaxed } : {}),
    ...(data.notices?.length ? { notices: data.notices } : {}),
    ...(related.length ? { related } : {}),
    ...(relaxed || data.notices?.length || data.hits.length === 0
      ? {
          requirement: {
            text: 'Tell us what you need and sellers will call you back.',
            label: SEARCH_REQUIREMENT_LABEL,
            href: routes.page(urls.main, FOOTER_PAGES.contact),
            productName: q.query,
          },
        }
      : {}),
  };
}
