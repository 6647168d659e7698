const { shared } = require('../tooling/federation-shared');

module.exports = {
  name: 'remote_enquiry',
  filename: 'remoteEntry.js',
  exposes: {
    './RequirementCard': './src/exposed/requirement-card.tsx',
    './RequirementDialog': './src/exposed/requirement-dialog.tsx',
    './CallbackPopup': './src/exposed/callback-popup.tsx',
    './JoinFree': './src/exposed/join-free.tsx',
  },
  shared,
};
