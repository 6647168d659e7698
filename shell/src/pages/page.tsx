import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A page of the site: its own chunk, loaded when first rendered, or before (`preload`). */
export interface Page {
  (): ReactElement;
  preload(): Promise<unknown>;
}

/**
 * A page component whose chunk loads at its first render, like React.lazy, or earlier through
 * `preload()`: the shell preloads the page a visitor lands on before its first render, and a page whose
 * code is already there renders at once, without suspending (React holds a revealed Suspense boundary
 * back up to 300 ms, which would delay the page's largest paint).
 */
export function page(load: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => ((loaded = module.default), module),
      (error) => {
        pending = undefined; // a failed chunk may load on the next try
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = () => {
    // Decided once per mount: a mounted page keeps its component (switching would remount it).
    const [Direct] = useState(() => loaded);
    return Direct ? createElement(Direct) : createElement(Lazy);
  };
  return Object.assign(Page, { preload });
}
