import { createDefaultKeyStore, createSecureStorage } from './secure-storage';

/**
 * The page's encrypted storage (decision 0011): values in localStorage, their key in IndexedDB. The chosen
 * membership and the offline session (device-session.ts) share it, so sign-out's destroying the key
 * makes every copy unreadable.
 */
export const pageSecureStorage = createSecureStorage({
  storage: window.localStorage,
  keyStore: createDefaultKeyStore(),
});
