const { shared } = require('../tooling/federation-shared');

module.exports = {
  name: 'remote_leads',
  filename: 'remoteEntry.js',
  exposes: {
    './LeadsDashboard': './src/exposed/leads-dashboard.tsx',
  },
  shared,
};
