import { lazy, type ComponentType } from 'react';

/** A page whose code is fetched when it is first opened, or ahead of that by `preload`. */
export interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's code (once; again after a failure); resolves when it is here. */
  preload(): Promise<void>;
}

/**
 * A page fetched on demand, like React's lazy, that renders at once when its code is already
 * here: the server renders its first screen in one pass, and the browser hydrates that markup as
 * it is, where React.lazy would suspend a first time even with the code in hand.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));
  // The lazy one only ever mounts suspended: by the time it could show the page, `loaded` is
  // set and React's retry renders the page itself in its place, with nothing typed yet to lose.
  function Page() {
    const Shown = loaded ?? Suspending;
    return <Shown />;
  }
  return { Page, preload: () => fetchPage().then(() => undefined) };
}
