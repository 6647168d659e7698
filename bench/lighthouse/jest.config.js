module.exports = require('../../tooling/jest-preset')({
  displayName: 'bench-lighthouse',
  environment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
});
