import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import type { RouteMapProps } from './route-map';
import { FIRST_TAP_GRACE_MS, useWhenIdle } from './use-when-idle';

const RouteMap = lazyWithTimeout(() => import('./route-map').then((m) => m.RouteMap));

/**
 * The route map, started only once the first door can be opened (`ready`), then as soon as a door is open
 * (`doorOpen`) or after a grace on the start screen, when the browser is idle: the map engine (about 300 KB
 * gzip and a worker) never competes with the first door's result buttons for a slow phone's network or CPU
 * (decision 0029). Until then a skeleton of the map's size says it is coming and keeps the layout still.
 */
export function DeferredRouteMap({
  ready,
  doorOpen,
  ...props
}: RouteMapProps & { ready: boolean; doorOpen: boolean }) {
  const shown = useWhenIdle(ready, doorOpen ? 0 : FIRST_TAP_GRACE_MS);
  const placeholder = (
    <Skeleton h={props.height ?? 280} radius="md" role="status" aria-label="Loading the map" />
  );
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RouteMap {...props} />
    </Suspense>
  );
}
