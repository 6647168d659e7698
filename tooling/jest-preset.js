// One jest set-up for every package: @swc/jest for TypeScript + TSX (emotion's JSX), tests beside the code.
const path = require('node:path');

// rootDir is required: under the root's `jest` (projects) process.cwd() is the repo root, not the package.
module.exports = function jestPreset({ displayName, environment = 'jsdom', rootDir, ...rest }) {
  if (!rootDir) throw new Error(`jest preset for ${displayName}: pass rootDir: __dirname`);
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : [],
    // webpack's DefinePlugin constants (tooling/webpack-app.js), fixed for tests.
    globals: { __APP_VERSION__: '0.0.0-test', __APP_NAME__: displayName.replace(/-/g, '_') },
    ...rest,
  };
};
