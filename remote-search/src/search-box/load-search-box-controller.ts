/**
 * The header box's search code (Autocomplete, the search client, Insights), in its own chunk loaded from
 * this remote's origin on the visitor's first intent: focus, a press on the box, or typing.
 */
export const loadSearchBoxController = () =>
  import(/* webpackChunkName: "search-box-controller" */ './search-box-controller');
