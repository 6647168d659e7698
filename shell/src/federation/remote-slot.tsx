import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@pharmasetu/shared-contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Composition } from './composed';
import { useComposition } from './composition-context';
import { useHydrated } from '../hydration/use-hydrated';
import { ensureRegistered } from './remote-entries';
import { reportRemoteFailure } from './report-remote-failure';
import { SlotErrorBoundary } from './slot-error-boundary';

export type RemoteModuleId = `${RemoteName}/${string}`;

// One lazy component per exposed module, so a re-render never reloads a remote.
const lazyModules = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function lazyRemote(id: RemoteModuleId, composition: Composition): LazyExoticComponent<ComponentType<any>> {
  let component = lazyModules.get(id);
  if (!component) {
    component = lazy(async () => {
      await ensureRegistered(id.split('/')[0] as RemoteName, composition);
      const loaded = await loadRemote<{ default: ComponentType<any> }>(id);
      if (!loaded?.default) throw new Error(`${id} has no default export`);
      return loaded;
    });
    lazyModules.set(id, component);
  }
  return component;
}

interface RemoteSlotProps<P> {
  /** `remote_name/ExposedModule` */
  module: RemoteModuleId;
  props: P;
  /** What the visitor gets when the remote is missing, unreachable or broken. */
  fallback: ReactNode;
  /**
   * Shown on the server, during hydration and while the remote loads: the slot's no-JavaScript form
   * (a form, links), the size of the real thing (no layout shift). No remote code runs on the server.
   */
  placeholder?: ReactNode;
  children?: ReactNode;
}

/**
 * Where a remote's exposed component goes. The remote comes from the site manifest's composition; a
 * remote the manifest does not name, or one that fails, shows the fallback instead.
 */
export function RemoteSlot<P extends object>({ module, props, fallback, placeholder = null, children }: RemoteSlotProps<P>) {
  const remote = module.split('/')[0] as RemoteName;
  const composition = useComposition();
  const hydrated = useHydrated();
  if (!hydrated) return <>{placeholder}</>;
  const composed = composition[remote];
  if (!composed) {
    reportRemoteFailure(remote, undefined, new Error('not in the site manifest'));
    return <>{fallback}</>;
  }
  const Remote = lazyRemote(module, composition);
  return (
    <SlotErrorBoundary remote={remote} version={composed.version} fallback={fallback}>
      <Suspense fallback={placeholder}>
        <Remote {...props} />
        {children}
      </Suspense>
    </SlotErrorBoundary>
  );
}
