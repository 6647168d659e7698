// The shared preset, with rootDir set to this folder (the preset defaults it to process.cwd(), the repo root
// under `npm run test:api`). PGlite's CommonJS build and @fastify/cookie load modules with import(), which
// jest's VM refuses without --experimental-vm-modules: those files (and the ESM-only `cookie` 2 they load) are
// compiled by swc too, turning import() into require().
const preset = require('../tooling/jest-preset')({ displayName: 'api', environment: 'node', rootDir: __dirname });

const [swc, swcOptions] = Object.values(preset.transform)[0];
module.exports = {
  ...preset,
  transform: { ...preset.transform, '/@electric-sql/pglite/dist/.+\\.cjs$': [swc, swcOptions] },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite/dist|@fastify/cookie|cookie)/)'],
  // PGlite's first query takes seconds (one database per file, shared by its tests): see test/setup.ts.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
  // One migrated, seeded PGlite per run, which every file's database starts from (test/helpers/databases.ts).
  globalSetup: '<rootDir>/test/pglite-template.setup.ts',
  globalTeardown: '<rootDir>/test/pglite-template.teardown.ts',
};
