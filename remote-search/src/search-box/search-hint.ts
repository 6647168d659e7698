import { SEARCH_MIN_QUERY_LENGTH } from '@pharmasetu/shared-contracts';

/** Not in the spec's catalogue (§8 lists the errors, not a message): shown when the search service fails. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Press Enter to see all results.';

/** Spec §4/§5: results only for queries longer than 3 characters; shorter ones get the hint. */
export const isSearchable = (query: string) => query.trim().length >= SEARCH_MIN_QUERY_LENGTH;
