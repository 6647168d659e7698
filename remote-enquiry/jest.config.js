module.exports = require('../tooling/jest-preset')({
  displayName: 'remote-enquiry',
  environment: 'jsdom',
  rootDir: __dirname,
});
