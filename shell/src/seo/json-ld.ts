/** schema.org objects for the pages' JSON-LD (https://schema.org, Google's structured-data guidelines). */

/** Lists are cut here: a page's JSON-LD describes what the page shows, not every row behind it. */
export const ITEM_LIST_MAX = 100;

interface Crumb {
  name: string;
  url: string;
}

interface ListEntry {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/**
 * An ItemList of links. `firstPosition` is the first entry's place in the whole list (page 2 of 24 a page
 * starts at 25); `total` the whole list's length when the page shows only part of it.
 */
export function itemList(
  name: string,
  entries: readonly ListEntry[],
  options: { firstPosition?: number; total?: number } = {},
): object {
  const first = options.firstPosition ?? 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: options.total ?? entries.length,
    itemListElement: entries
      .slice(0, ITEM_LIST_MAX)
      .map((e, i) => ({ '@type': 'ListItem', position: first + i, name: e.name, url: e.url })),
  };
}
