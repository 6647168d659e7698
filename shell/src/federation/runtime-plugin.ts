import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-remote-failure';

/**
 * The runtime layer of failure handling: a remote that fails to load is reported once; the error then
 * reaches the slot's error boundary, which shows the slot's fallback.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-failures',
    errorLoadRemote({ id, error }) {
      reportRemoteFailure(id.split('/')[0] ?? id, undefined, error);
      return undefined;
    },
  };
}
