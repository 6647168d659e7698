// The shared preset, with rootDir set to this folder (the preset defaults it to process.cwd(), the repo root
// under the root's `jest`). The engine needs no database: its tests build it in-process (app.inject) or on a free
// port. Fastify's inject loads the ESM-only `cookie` 2, which jest's VM refuses to require: swc compiles it too.
const preset = require('../tooling/jest-preset')({
  displayName: 'search-engine',
  environment: 'node',
  rootDir: __dirname,
});

module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  // The fuzz and abuse suites run for seconds; the root's projects ignore a global testTimeout.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
};
