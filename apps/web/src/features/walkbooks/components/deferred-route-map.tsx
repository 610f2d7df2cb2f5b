import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import type { RouteMapProps } from './route-map';
import { FIRST_TAP_GRACE_MS, useWhenIdle } from './use-when-idle';

const RouteMap = lazyWithTimeout(() => import('./route-map').then((m) => m.RouteMap));

/**
 * The route map, started only once the first door can be opened (`ready`), then as soon as a door is open
 * (`doorOpen`) or after a grace on the start screen, when the browser is idle: the map engine (about 300 KB
 * gzip and a worker) never competes with the first door's result buttons for a slow phone's network or CPU
 * (decision 0029). Until then a blank box keeps the layout from jumping.
 */
export function DeferredRouteMap({
  ready,
  doorOpen,
  ...props
}: RouteMapProps & { ready: boolean; doorOpen: boolean }) {
  const shown = useWhenIdle(ready, doorOpen ? 0 : FIRST_TAP_GRACE_MS);
  const placeholder = <Box h={props.height ?? 280} bg="gray.0" style={{ borderRadius: 8 }} />;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RouteMap {...props} />
    </Suspense>
  );
}
