module.exports = require('../tooling/jest-preset')({
  displayName: 'scripts',
  environment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
});
