module.exports = require('../../tooling/jest-preset')({
  displayName: 'bench',
  environment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
});
