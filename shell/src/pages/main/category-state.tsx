// The landing page of a category in one state is the category page narrowed by the route's :state: its own chunk
// (the site server preloads `page-main-category-state` with it), the same code.
export { default, loader } from './category';
