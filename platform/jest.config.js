module.exports = require('../tooling/jest-preset')({
  displayName: 'platform',
  environment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
});
