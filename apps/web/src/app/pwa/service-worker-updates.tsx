import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * The prompt's code (with the UI library's chunk) is fetched only once a new version waits, so the sign-in
 * page does not download it (decision 0029). It is precached (pwa-build.ts); should it still fail to load,
 * the page goes on without the prompt rather than failing.
 */
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then(
    (m) => ({ default: m.UpdatePrompt }),
    () => ({ default: () => null }),
  ),
);

/** How often an open page asks the server whether there is a new version (also when the window regains focus). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const watchForUpdates = (registration: ServiceWorkerRegistration): void => {
  const check = () => {
    // Offline, or the server is restarting: the next check will do.
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('focus', check);
};

/**
 * Registers the service worker (/sw.js, scope /; production builds only, see main.tsx) and shows the update
 * prompt when a new version waits.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [waiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
  });
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt waiting onReload={() => updateServiceWorker(true)} />
    </Suspense>
  );
}
