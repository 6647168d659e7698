module.exports = require('../tooling/jest-preset')({
  displayName: 'shared-contracts',
  environment: 'jsdom',
  rootDir: __dirname,
});
