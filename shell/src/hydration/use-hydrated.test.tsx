import { render } from '@testing-library/react';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** Its form, as a slot's: the server's link until hydrated, then a button; each render it made, in order. */
function Probe({ name, renders }: { name: string; renders?: boolean[] }) {
  const hydrated = useHydrated();
  renders?.push(hydrated);
  return hydrated ? <button type="button">{name}</button> : <a href="/contact">{name}</a>;
}

/** Lets its children render only once `wait` has settled, in the browser; the server renders them at once. */
function Gate({ wait, children }: { wait?: Promise<void>; children: ReactNode }) {
  if (wait) use(wait);
  return children;
}

/** A macrotask: the browser's turn, given only when React yields. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await nextTask();
  if (!check()) throw new Error('timed out');
}

describe('useHydrated', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  let roots: Root[];
  let containers: HTMLElement[];
  let mismatches: unknown[];
  beforeEach(() => {
    // The real scheduler, as in the browser: act() would run a transition and a synchronous render alike.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    roots = [];
    containers = [];
    mismatches = [];
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    for (const root of roots) root.unmount();
    for (const container of containers) container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** The server's HTML of `server` in the page, hydrated with `client` (the same tree unless given). */
  function hydrate(server: ReactNode, client: ReactNode = server) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(server);
    document.body.append(container);
    containers.push(container);
    roots.push(hydrateRoot(container, client, { onRecoverableError: (error) => mismatches.push(error) }));
    return container;
  }

  it('hydrates the server form, then switches in a transition that leaves the browser a turn first', async () => {
    const seen: string[] = [];
    // After the commit of hydration and its effects, and any synchronous render React runs at their end.
    function Witness() {
      useEffect(() => queueMicrotask(() => seen.push(container.innerHTML)), []);
      return null;
    }
    const page = (
      <>
        <Probe name="Request Call Back" />
        <Witness />
      </>
    );
    const container = hydrate(page);
    const served = container.querySelector('a');
    expect(served).toHaveTextContent('Request Call Back');
    await until(() => seen.length > 0);
    // Hydrated (the server's very node, with React's handlers), and not yet switched.
    expect(seen).toEqual(['<a href="/contact">Request Call Back</a>']);
    expect(container.querySelector('a')).toBe(served);
    await until(() => !!container.querySelector('button'));
    expect(container.innerHTML).toBe('<button type="button">Request Call Back</button>');
    expect(mismatches).toEqual([]);
  });

  it('hydrates a boundary that comes in after the rest of the page in its server form too', async () => {
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    const lateRenders: boolean[] = [];
    const page = (gate?: Promise<void>, renders?: boolean[]) => (
      <>
        <Probe name="first" />
        <Suspense fallback={<p>loading</p>}>
          <Gate wait={gate}>
            <Probe name="late" renders={renders} />
          </Gate>
        </Suspense>
      </>
    );
    const container = hydrate(page(), page(wait, lateRenders));
    const lateServed = container.querySelectorAll('a')[1];
    expect(lateServed).toHaveTextContent('late');
    await until(() => container.querySelector('button')?.textContent === 'first');
    // The rest of the page switched; the boundary still holds the server's nodes, not yet hydrated.
    expect(lateRenders).toEqual([]);
    expect(container.querySelectorAll('a')[0]).toBe(lateServed);
    release();
    await until(() => container.querySelectorAll('button').length === 2);
    expect(lateRenders[0]).toBe(false);
    expect(lateRenders.at(-1)).toBe(true);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('firstlate');
  });

  it('is true from its first render in a component mounted after the page hydrated', async () => {
    const container = hydrate(<Probe name="page" />);
    await until(() => !!container.querySelector('button'));
    const renders: boolean[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    render(<Probe name="mounted later" renders={renders} />);
    expect(renders).toEqual([true]);
  });
});
