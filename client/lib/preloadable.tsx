import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component in its own chunk that can be loaded before it is rendered: the server loads it before its first
 * render and the browser before it hydrates a page that shows it, so both render the same markup (no flash,
 * no hydration mismatch); whoever renders it must have preloaded it. Rendered before it has loaded anyway (a
 * sign-in on this page, after hydration), it shows nothing for a moment inside a boundary of its own.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Once loaded it renders as if imported statically (no boundary of its own, the markup of before).
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level (signed-in-shell.ts)
  function Preloadable(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloadable, { preload });
}
