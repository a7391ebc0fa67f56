import { useEffect, useState } from 'react';

/**
 * A module fetched when first wanted instead of with the screen (a dialog, the toast view). Loaded
 * once and shared; a failed load (offline, a new deployment replaced the file) is forgotten so the
 * next wish tries again, and never breaks the page the way a rejected React.lazy would.
 */
export type OnDemand<T> = {
  /** The module, loading it if needed. */
  load: () => Promise<T>;
  /** The module if it has arrived, else null. */
  current: () => T | null;
  /** Fetches it once the page is idle, so it is at hand later even if the network is gone by then. */
  preloadWhenIdle: () => void;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    current: () => loaded,
    preloadWhenIdle: () => {
      const start = () => void load().catch(() => {});
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
      else setTimeout(start, 1000);
    },
  };
}

/**
 * The module once `wanted` and loaded, else null; the component re-renders when it arrives. After a
 * failed load it tries again when the browser is back online.
 */
export function useOnDemand<T>(module: OnDemand<T>, wanted: boolean): T | null {
  const [current, setCurrent] = useState<T | null>(module.current);
  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    const attempt = () =>
      module.load().then(
        (loaded) => {
          if (live) setCurrent(() => loaded);
        },
        () => {},
      );
    void attempt();
    window.addEventListener('online', attempt);
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [module, wanted, current]);
  return current;
}
