module.exports = require('../tooling/jest-preset')({
  displayName: 'remote-search',
  environment: 'jsdom',
  rootDir: __dirname,
});
