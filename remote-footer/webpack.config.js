const webpackApp = require('../tooling/webpack-app');

module.exports = webpackApp({
  dir: __dirname,
  federation: require('./federation.config'),
  port: Number(process.env.FOOTER_PORT || 3003),
  title: 'remote-footer (standalone)',
});
