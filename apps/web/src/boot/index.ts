/**
 * The first code an app page runs (an entry of its own, loaded `async` beside the app's entry; decision 0029):
 * it starts the reads every signed-in screen opens on and the opened screen's code while the app's entry chunk
 * (React, Mantine, the schemas) is still downloading. src/lib/early-reads.ts hands the answers to the app's own
 * requests; nothing here decides anything the app does.
 */
import { isAppPath, preloadScreen, startReads } from './early-reads';

const { pathname } = window.location;
if (isAppPath(pathname)) {
  window.groundworkEarlyReads = startReads((input, init) => fetch(input, init));
  preloadScreen(document, pathname);
}
