// `npm run test:unit` runs every package's own jest project.
module.exports = {
  projects: [
    'shared-contracts',
    'search-engine',
    'api',
    'remote-*',
    'shell',
    'platform',
    'bench/web',
    'bench/lighthouse',
  ].map((p) => `<rootDir>/${p}`),
};
