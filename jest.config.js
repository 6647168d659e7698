// `npm run test:unit` runs every package's own jest project.
module.exports = {
  projects: [
    'shared-contracts',
    'search-engine',
    'api',
    'remote-search',
    'remote-enquiry',
    'remote-footer',
    'remote-leads',
    'shell',
    'platform',
    'bench/web',
  ].map((p) => `<rootDir>/${p}`),
};
