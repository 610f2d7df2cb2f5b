import { Box } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import type { RouteMapProps } from './route-map';

const RouteMap = lazyWithTimeout(() => import('./route-map').then((m) => m.RouteMap));

/** Runs `callback` once the browser has nothing more urgent to do (at once where it cannot tell). */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
};

/**
 * The route map, started only once the first door can be opened (`ready`) and the browser is idle: the map
 * engine (about 300 KB gzip and a worker) never competes with the door list and the result buttons for a
 * slow phone's network or CPU (decision 0029). Until then a blank box keeps the layout from jumping.
 */
export function DeferredRouteMap({ ready, ...props }: RouteMapProps & { ready: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    return whenIdle(() => setShown(true));
  }, [ready, shown]);
  const placeholder = <Box h={props.height ?? 280} bg="gray.0" style={{ borderRadius: 8 }} />;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RouteMap {...props} />
    </Suspense>
  );
}
