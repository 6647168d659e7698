const webpackApp = require('../tooling/webpack-app');

module.exports = webpackApp({
  dir: __dirname,
  federation: require('./federation.config'),
  port: Number(process.env.SEARCH_PORT || 3001),
  title: 'remote-search (standalone)',
});
