const { shared } = require('../tooling/federation-shared');

// The shell declares no static remotes: which remotes and versions a site uses comes from its site
// manifest at run time (src/federation/compose-remotes.ts), so a release never rebuilds the shell.
module.exports = {
  name: 'shell',
  remotes: {},
  shared,
  shareStrategy: 'loaded-first',
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
};
