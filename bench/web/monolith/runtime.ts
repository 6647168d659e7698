// The monolithic comparison build's stand-in for '@module-federation/enhanced/runtime': the same exposed
// modules, imported from the remotes' sources and split by webpack as any ordinary app would be.
type Loaded = { default: unknown };

const modules: Record<string, () => Promise<Loaded>> = {
  'remote_search/SearchBox': () => import('../../../remote-search/src/exposed/search-box'),
  'remote_search/SearchResults': () => import('../../../remote-search/src/exposed/search-results'),
  'remote_enquiry/RequirementCard': () => import('../../../remote-enquiry/src/exposed/requirement-card'),
  'remote_enquiry/RequirementDialog': () => import('../../../remote-enquiry/src/exposed/requirement-dialog'),
  'remote_enquiry/CallbackPopup': () => import('../../../remote-enquiry/src/exposed/callback-popup'),
  'remote_enquiry/JoinFree': () => import('../../../remote-enquiry/src/exposed/join-free'),
  'remote_footer/Footer': () => import('../../../remote-footer/src/exposed/footer'),
};

export async function loadRemote<T>(id: string): Promise<T | undefined> {
  const load = modules[id];
  if (!load) throw new Error(`monolith: no module ${id}`);
  return (await load()) as T;
}

export const getInstance = () => ({ registerPlugins: () => undefined, registerRemotes: () => undefined });
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
