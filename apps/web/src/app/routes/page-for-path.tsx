import { Loader } from '@mantine/core';
import { Suspense, type ReactElement } from 'react';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout';
import { FIELD_ROUTES } from './field-routes';
import { NeedsConnection } from './needs-connection';
import { SCREENS } from './screens';

const LAZY_SCREENS = Object.fromEntries(
  Object.entries(SCREENS).map(([path, load]) => [path, lazyWithTimeout(load)]),
);

/**
 * The page of a route of the shared menu (path below the layout), or null when none is known. Only the
 * field screens open offline; the others say they need a connection (decision 0048).
 */
export const pageForPath = (path: string): ReactElement | null => {
  const Screen = LAZY_SCREENS[path];
  if (!Screen) return null;
  const page = (
    <Suspense fallback={<Loader aria-label="Loading the page" mx="auto" my="xl" display="block" />}>
      <Screen />
    </Suspense>
  );
  return FIELD_ROUTES.includes(path) ? page : <NeedsConnection>{page}</NeedsConnection>;
};
