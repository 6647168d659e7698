// What crosses the remote boundary, shared as singletons. Only these: the router and everything else
// stays inside the app that uses it (shared modules are not tree-shaken).
const emotionVersion = require('@emotion/react/package.json').version;
const reactVersion = require('react/package.json').version;

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

module.exports = {
  shared: {
    react: singleton(`^${reactVersion}`),
    'react/': singleton(`^${reactVersion}`),
    'react-dom': singleton(`^${reactVersion}`),
    'react-dom/': singleton(`^${reactVersion}`),
    '@emotion/react': singleton(`^${emotionVersion}`),
    // Explicit version, or the css prop gets a second emotion cache and loses the theme.
    '@emotion/react/jsx-runtime': singleton(`^${emotionVersion}`, { version: emotionVersion }),
    '@emotion/styled': singleton(`^${require('@emotion/styled/package.json').version}`),
  },
};
