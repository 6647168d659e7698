/**
 * The header box's search code (Autocomplete, the search client, Insights), in its own chunk loaded from
 * this remote's origin on the visitor's first intent: focus, a press on the box, or typing.
 */
export const loadSearchEngine = () => import(/* webpackChunkName: "search-engine" */ './search-engine');
