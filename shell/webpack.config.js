const path = require('node:path');
const webpackApp = require('../tooling/webpack-app');

module.exports = webpackApp({
  dir: __dirname,
  federation: require('./federation.config'),
  port: Number(process.env.MAIN_PORT || 3000),
  title: 'PharmaSetu',
  publicPath: '/',
  template: path.join(__dirname, 'src/index.html'),
});
