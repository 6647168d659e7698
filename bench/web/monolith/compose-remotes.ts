// The monolith composes every module at build time: no site manifest to fetch, nothing to attribute.
import type { RemoteName } from '@pharmasetu/shared-contracts';

export interface ComposedRemote {
  version: string;
  url: string;
}
export type Composition = Partial<Record<RemoteName, ComposedRemote>>;

const everything: Composition = {
  remote_search: { version: 'monolith', url: '/' },
  remote_enquiry: { version: 'monolith', url: '/' },
  remote_footer: { version: 'monolith', url: '/' },
};

export const composeRemotes = async (_manifestUrl: string): Promise<Composition> => everything;
export const composedRemote = (name: string): ComposedRemote | undefined => everything[name as RemoteName];
export const remoteOfError = (_error: unknown, _scriptUrl?: string) => undefined;
export const setComposition = (_composition: Composition) => undefined;
