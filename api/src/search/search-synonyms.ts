import type { SynonymHit } from 'algoliasearch';
import { SEARCH_SYNONYMS } from '../../seed/search-terms';

/** The index's synonyms (brands, everyday words, Devanagari names), as the indexer and the api's sync save them. */
export const readSearchSynonyms = (): SynonymHit[] => SEARCH_SYNONYMS.map((s) => ({ ...s }));
