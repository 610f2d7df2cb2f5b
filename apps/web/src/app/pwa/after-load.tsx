import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** After `load`, this much longer: a signed-in screen's data and render follow the load event on a slow phone. */
export const SETTLE_MS = 2_000;

const loaded = () => document.readyState === 'complete';

/**
 * Renders its children a moment after the page has loaded (the window's `load` event, then SETTLE_MS): the
 * service worker's registration, its precache downloads and its update prompt then never compete with the
 * first screen's code and data for a slow phone's network and CPU (decision 0029).
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(() => setReady(true), SETTLE_MS);
    };
    // The page may have finished loading before this effect.
    if (loaded()) settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
    };
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
