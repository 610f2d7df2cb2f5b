import { createContext, useContext, useSyncExternalStore } from 'react';
import { config } from '../../config/env';
import { deviceSession } from '../device-session';
import { createIdentityClient, identityTimeoutMs } from './identity-client';
import { IdentitySession, type IdentityState } from './identity-session';

export type { IdentityClient, IdentityUser, SecondFactor } from './identity-client';
export { endsSession, IdentitySession, type IdentityMemory, type IdentityState } from './identity-session';

/** The page's identity session over the server's `/identity` endpoints, kept on the device for offline reloads. */
export const identity = new IdentitySession(
  createIdentityClient({
    baseUrl: config.identityBaseUrl,
    timeoutMs: identityTimeoutMs(navigator.userAgent),
  }),
  deviceSession,
);

/** Lets tests render screens against their own session; the app uses the page's one. */
export const IdentityContext = createContext<IdentitySession>(identity);

export const useIdentitySession = (): IdentitySession => useContext(IdentityContext);

/** The identity session state; re-renders on every change. */
export const useIdentity = (): IdentityState => {
  const session = useIdentitySession();
  return useSyncExternalStore(session.subscribe, session.getState);
};
