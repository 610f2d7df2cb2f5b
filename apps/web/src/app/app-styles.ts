/**
 * The entry's stylesheet, which the built HTML loads without letting it hold the first paint
 * (`media="print"`, apps/web/html-preloads.ts `deferEntryStylesheet`): switched on here, once loaded, before
 * React's first render, so nothing renders unstyled. The development server injects its styles from the
 * modules and has no such link: nothing to wait for.
 */
export const applyAppStyles = (): Promise<void> =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')].map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) {
            apply();
            return;
          }
          link.addEventListener('load', apply, { once: true });
          // A stylesheet that cannot load must not keep the app from starting: applied as it is.
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
