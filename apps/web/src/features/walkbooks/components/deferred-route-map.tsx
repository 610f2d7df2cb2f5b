import { Alert, Button, Paper, Skeleton, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconMap } from '@tabler/icons-react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import type { RouteMapProps } from './route-map';
import { FIRST_TAP_GRACE_MS, useWhenIdle } from './use-when-idle';

const RouteMap = lazyWithTimeout(() => import('./route-map').then((m) => m.RouteMap));

/**
 * Without a signal the map's code may not be on the phone yet (decision 0049): the doors stay usable, in
 * "Up next", and the map comes back with the next opening online.
 */
class MapUnavailable extends Component<{ height: number; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="gray" mih={this.props.height / 2}>
        The map could not load without a connection. The doors to knock are listed below.
      </Alert>
    );
  }
}

/** A phone's width: there the map is drawn on the canvasser's tap (decision 0029). */
const PHONE_QUERY = '(max-width: 47.99em)';
/** The canvasser's "Show the map", remembered on the device: the next walkbook draws it without a tap. */
const MAP_WANTED_KEY = 'groundwork:door-screen-map';

/**
 * The route map, started only once the first door can be opened (`ready`), then as soon as a door is open
 * (`doorOpen`) or after a grace on the start screen, when the browser is idle: the map engine (about 300 KB
 * gzip and a worker) never competes with the first door's result buttons for a slow phone's network or CPU.
 * On a phone it is drawn only once the canvasser asks for it ("Show the map", remembered on the device):
 * starting the engine costs a slow phone seconds of busy main thread, and the doors are listed below
 * (decision 0029). Until then a box of the map's size keeps the layout still.
 */
export function DeferredRouteMap({
  ready,
  doorOpen,
  ...props
}: RouteMapProps & { ready: boolean; doorOpen: boolean }) {
  const height = props.height ?? 280;
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [wanted, setWanted] = useLocalStorage({
    key: MAP_WANTED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [tapped, setTapped] = useState(false);
  const asked = wanted || !isPhone;
  const shown = useWhenIdle(ready && asked, doorOpen || tapped ? 0 : FIRST_TAP_GRACE_MS);
  if (!asked)
    return (
      <Paper withBorder radius="md" p="sm">
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMap size={18} aria-hidden="true" />}
          onClick={() => {
            setTapped(true);
            setWanted(true);
          }}
        >
          Show the map
        </Button>
        <Text size="xs" c="dimmed" mt={6} ta="center">
          The doors to knock are listed below, in walking order.
        </Text>
      </Paper>
    );
  const placeholder = <Skeleton h={height} radius="md" role="status" aria-label="Loading the map" />;
  if (!shown) return placeholder;
  return (
    <MapUnavailable height={height}>
      <Suspense fallback={placeholder}>
        <RouteMap {...props} />
      </Suspense>
    </MapUnavailable>
  );
}
