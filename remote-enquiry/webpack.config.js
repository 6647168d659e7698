const webpackApp = require('../tooling/webpack-app');

module.exports = webpackApp({
  dir: __dirname,
  federation: require('./federation.config'),
  port: Number(process.env.ENQUIRY_PORT || 3002),
  title: 'remote-enquiry (standalone)',
});
