const { shared } = require('../tooling/federation-shared');

module.exports = {
  name: 'remote_search',
  filename: 'remoteEntry.js',
  exposes: {
    './SearchBox': './src/exposed/search-box.tsx',
    './SearchResults': './src/exposed/search-results.tsx',
  },
  shared,
};
