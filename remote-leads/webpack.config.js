const webpackApp = require('../tooling/webpack-app');

module.exports = webpackApp({
  dir: __dirname,
  federation: require('./federation.config'),
  port: Number(process.env.LEADS_PORT || 3004),
  title: 'remote-leads (standalone)',
});
