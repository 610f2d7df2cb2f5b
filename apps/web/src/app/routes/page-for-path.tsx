import { Loader } from '@mantine/core';
import { Suspense, type ReactElement } from 'react';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout';
import { SCREENS } from './screens';

const LAZY_SCREENS = Object.fromEntries(
  Object.entries(SCREENS).map(([path, load]) => [path, lazyWithTimeout(load)]),
);

/** The page of a route of the shared menu (path below the layout), or null when none is known. */
export const pageForPath = (path: string): ReactElement | null => {
  const Screen = LAZY_SCREENS[path];
  if (!Screen) return null;
  return (
    <Suspense fallback={<Loader aria-label="Loading the page" mx="auto" my="xl" display="block" />}>
      <Screen />
    </Suspense>
  );
};
