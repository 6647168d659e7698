const { shared } = require('../tooling/federation-shared');

module.exports = {
  name: 'remote_footer',
  filename: 'remoteEntry.js',
  exposes: {
    './Footer': './src/exposed/footer.tsx',
  },
  shared,
};
