module.exports = require('../tooling/jest-preset')({ displayName: 'shell', environment: 'jsdom', rootDir: __dirname });
