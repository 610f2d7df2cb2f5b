/**
 * The entry's stylesheet, which the built HTML only downloads (a preload marked `data-app-styles`,
 * apps/web/html-preloads.ts `deferEntryStylesheet`): added here as a stylesheet right after its preload, before
 * React's first render, and waited for, so nothing renders unstyled. Right after the preload, it keeps that place
 * in the cascade: the stylesheets the app's chunks add later come after it. The development server injects its
 * styles from the modules and has no such link: nothing to wait for.
 */
export const applyAppStyles = (): Promise<void> =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          // The preload's request mode, so the browser uses what the preload downloaded.
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that cannot load must not keep the app from starting.
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
