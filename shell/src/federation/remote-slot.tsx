import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModules, RemoteName } from '@pharmasetu/shared-contracts';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { Composition } from './composed';
import { useComposition } from './composition-context';
import { useHydrated } from '../hydration/use-hydrated';
import { ensureRegistered } from './remote-entries';
import { reportRemoteFailure } from './report-remote-failure';
import { SlotErrorBoundary } from './slot-error-boundary';

/** `remote_name/ExposedModule`, one of the exposed modules whose props shared-contracts declares. */
export type RemoteModuleId = ExposedModuleId;

type RemoteComponent<M extends RemoteModuleId> = ComponentType<ExposedModules[M]>;
type LazyRemoteComponent<M extends RemoteModuleId> = LazyExoticComponent<RemoteComponent<M>>;

// Per exposed module, one load and one lazy component, so a re-render never reloads a remote; and the
// component itself once loaded, so a slot whose remote came in before it rendered does not suspend.
const loads = new Map<RemoteModuleId, Promise<{ default: RemoteComponent<RemoteModuleId> }>>();
const lazyModules = new Map<RemoteModuleId, LazyRemoteComponent<RemoteModuleId>>();
const loadedModules = new Map<RemoteModuleId, RemoteComponent<RemoteModuleId>>();

/** Tests only: forget the loaded modules, as a new page would. */
export function forgetLoadedModules() {
  loads.clear();
  lazyModules.clear();
  loadedModules.clear();
}

/**
 * Loads a composed remote's exposed module (registering the remote first), once per page: a slot that
 * renders it afterwards shows it in the same commit, with no placeholder in between. Rejects with the
 * reason when the remote is not composed or cannot be loaded; the next call tries again.
 */
export function preloadRemote<M extends RemoteModuleId>(
  id: M,
  composition: Composition,
): Promise<{ default: RemoteComponent<M> }> {
  let load = loads.get(id) as Promise<{ default: RemoteComponent<M> }> | undefined;
  if (!load) {
    load = (async () => {
      await ensureRegistered(id.split('/')[0] as RemoteName, composition);
      // The remote's side of the contract: its exposed component is typed with the same props (ExposedModules).
      const loaded = await loadRemote<{ default: RemoteComponent<M> }>(id);
      if (!loaded?.default) throw new Error(`${id} has no default export`);
      loadedModules.set(id, loaded.default as RemoteComponent<RemoteModuleId>);
      return loaded;
    })();
    load.catch(() => loads.delete(id));
    loads.set(id, load as Promise<{ default: RemoteComponent<RemoteModuleId> }>);
  }
  return load;
}

function lazyRemote<M extends RemoteModuleId>(id: M, composition: Composition): LazyRemoteComponent<M> {
  let component = lazyModules.get(id) as LazyRemoteComponent<M> | undefined;
  if (!component) {
    component = lazy(() => preloadRemote(id, composition));
    lazyModules.set(id, component as LazyRemoteComponent<RemoteModuleId>);
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
export function RemoteSlot<M extends RemoteModuleId>(slot: RemoteSlotProps<M>) {
  const { module, fallback } = slot;
  const remote = module.split('/')[0] as RemoteName;
  const composition = useComposition();
  const hydrated = useHydrated();
  // Whether the slot came with the server's page (rendered while the page hydrates) or was mounted later (a
  // client-side navigation, a slot the visitor asked for): fixed for the slot's life.
  const [withThePage] = useState(!hydrated);
  const composed = composition[remote];
  if (hydrated && !composed) {
    reportRemoteFailure(remote, undefined, new Error('not in the site manifest'));
    return <>{fallback}</>;
  }
  return withThePage ? (
    <HydratedSlot {...slot} remote={remote} version={composed?.version} />
  ) : (
    <MountedSlot {...slot} remote={remote} version={composed?.version} />
  );
}

interface SlotOf<M extends RemoteModuleId> extends RemoteSlotProps<M> {
  remote: RemoteName;
  version: string | undefined;
}

/**
 * A slot of the server's page keeps the very nodes of its placeholder (the server's) until the remote's code is
 * in, then swaps them for the remote in one commit. Hydrating it, and the render that follows hydration, change
 * nothing on the page: no placeholder is taken down and drawn again (on /search, the whole list of results) in
 * the task that follows hydration. The load starts once the page is hydrated (an effect), as it did when the
 * slot suspended on it.
 */
function HydratedSlot<M extends RemoteModuleId>(slot: SlotOf<M>) {
  const { module, fallback, placeholder = null, remote, version } = slot;
  const composition = useComposition();
  const [loaded, setLoaded] = useState<{ Remote: ComponentType<object> } | 'failed'>();
  useEffect(() => {
    if (!composition[remote]) return;
    let live = true;
    preloadRemote(module, composition).then(
      // JSX cannot check props against a type indexed by a generic: `props` is checked against the contract above.
      (m) => live && setLoaded({ Remote: m.default as ComponentType<object> }),
      (error: Error) => {
        reportRemoteFailure(remote, version, error);
        if (live) setLoaded('failed');
      },
    );
    return () => void (live = false);
  }, [module, composition, remote, version]);
  if (loaded === 'failed') return <>{fallback}</>;
  if (!loaded) return <>{placeholder}</>;
  return <RemoteShown {...slot} Remote={loaded.Remote} />;
}

/** A slot mounted after hydration shows the remote at once when its code is in, else its placeholder meanwhile. */
function MountedSlot<M extends RemoteModuleId>(slot: SlotOf<M>) {
  const { module } = slot;
  const composition = useComposition();
  // Chosen once per slot: a component already loaded renders at once; switching a mounted slot from the
  // lazy wrapper to it later would mount the remote again and lose its state.
  const [Remote] = useState(
    // JSX cannot check props against a type indexed by a generic: `props` is checked against the contract above.
    () => (loadedModules.get(module) ?? lazyRemote(module, composition)) as ComponentType<object>,
  );
  return <RemoteShown {...slot} Remote={Remote} />;
}

/** A slot's remote on the page: its placeholder while it suspends, its fallback if it throws. */
function RemoteShown<M extends RemoteModuleId>({
  props,
  fallback,
  placeholder = null,
  children,
  remote,
  version,
  Remote,
}: SlotOf<M> & { Remote: ComponentType<object> }) {
  return (
    <SlotErrorBoundary remote={remote} version={version} fallback={fallback}>
      <Suspense fallback={placeholder}>
        <Remote {...props} />
        {children}
      </Suspense>
    </SlotErrorBoundary>
  );
}
