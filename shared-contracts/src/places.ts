/**
 * A place's name as a URL segment: 'Himachal Pradesh' → 'himachal-pradesh', 'Jammu & Kashmir' → 'jammu-kashmir'.
 * Letters and digits are kept (lowercased), every other run of characters becomes one dash. The api and the
 * pages compute it from the names the database holds, so a link always leads back to the same place.
 */
export function placeSlug(name: string): string {
  let slug = '';
  let gap = false;
  for (const ch of name.toLowerCase()) {
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) {
      if (gap && slug) slug += '-';
      slug += ch;
      gap = false;
    } else gap = true;
  }
  return slug;
}

/** A state or a city with how many listed companies of the listing are there. */
export interface PlaceCount {
  slug: string;
  name: string;
  companies: number;
}

/**
 * A listing's places with their counts (from the database): its states, and once a state is chosen, that state's
 * cities (empty before).
 */
export interface PlaceFacets {
  states: PlaceCount[];
  cities: PlaceCount[];
}

/** The place a listing is narrowed to (slug as in the URL, name as the database spells it). */
export interface PlaceFilter {
  state?: { slug: string; name: string };
  city?: { slug: string; name: string };
}

/** The place part of a listing's query: state and city slugs, as in the page's URL. */
export interface PlaceQuery {
  state?: string;
  city?: string;
}
