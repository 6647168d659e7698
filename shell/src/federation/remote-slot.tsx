import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModules, RemoteName } from '@pharmasetu/shared-contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Composition } from './composed';
import { useComposition } from './composition-context';
import { useHydrated } from '../hydration/use-hydrated';
import { ensureRegistered } from './remote-entries';
import { reportRemoteFailure } from './report-remote-failure';
import { SlotErrorBoundary } from './slot-error-boundary';

/** `remote_name/ExposedModule`, one of the exposed modules whose props shared-contracts declares. */
export type RemoteModuleId = ExposedModuleId;

type RemoteComponent<M extends RemoteModuleId> = LazyExoticComponent<ComponentType<ExposedModules[M]>>;

// One lazy component per exposed module, so a re-render never reloads a remote.
const lazyModules = new Map<RemoteModuleId, RemoteComponent<RemoteModuleId>>();

/** Tests only: forget the loaded modules, as a new page would. */
export function forgetLoadedModules() {
  lazyModules.clear();
}

function lazyRemote<M extends RemoteModuleId>(id: M, composition: Composition): RemoteComponent<M> {
  let component = lazyModules.get(id) as RemoteComponent<M> | undefined;
  if (!component) {
    component = lazy(async () => {
      await ensureRegistered(id.split('/')[0] as RemoteName, composition);
      // The remote's side of the contract: its exposed component is typed with the same props (ExposedModules).
      const loaded = await loadRemote<{ default: ComponentType<ExposedModules[M]> }>(id);
      if (!loaded?.default) throw new Error(`${id} has no default export`);
      return loaded;
    });
    lazyModules.set(id, component as RemoteComponent<RemoteModuleId>);
  }
  return component;
}

interface RemoteSlotProps<M extends RemoteModuleId> {
  /** `remote_name/ExposedModule` */
  module: M;
  /** Exactly the props shared-contracts declares for that module. */
  props: ExposedModules[M];
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
export function RemoteSlot<M extends RemoteModuleId>({
  module,
  props,
  fallback,
  placeholder = null,
  children,
}: RemoteSlotProps<M>) {
  const remote = module.split('/')[0] as RemoteName;
  const composition = useComposition();
  const hydrated = useHydrated();
  if (!hydrated) return <>{placeholder}</>;
  const composed = composition[remote];
  if (!composed) {
    reportRemoteFailure(remote, undefined, new Error('not in the site manifest'));
    return <>{fallback}</>;
  }
  // JSX cannot check props against a type indexed by a generic: `props` was checked against the contract above.
  const Remote = lazyRemote(module, composition) as ComponentType<object>;
  return (
    <SlotErrorBoundary remote={remote} version={composed.version} fallback={fallback}>
      <Suspense fallback={placeholder}>
        <Remote {...props} />
        {children}
      </Suspense>
    </SlotErrorBoundary>
  );
}
