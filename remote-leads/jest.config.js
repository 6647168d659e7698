// rootDir is this folder: the shared preset defaults it to process.cwd(), which is the repo root under `npx jest` from there.
// __APP_VERSION__ is webpack's DefinePlugin constant (tooling/webpack-app.js); tests get a fixed one.
module.exports = require('../tooling/jest-preset')({
  displayName: 'remote-leads',
  environment: 'jsdom',
  rootDir: __dirname,
  globals: { __APP_VERSION__: '0.0.0-test' },
});
