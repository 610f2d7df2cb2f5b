import { meResponseSchema, type MeResponse } from '@groundwork/shared/contracts/users';
import { identityUserSchema, type IdentityUser } from './identity/identity-client';
import { pageSecureStorage } from './page-storage';
import type { SecureStorage } from './secure-storage';

const IDENTITY_KEY = 'offlineIdentity';
const ME_KEY = 'offlineMe';

export interface DeviceSession {
  /** The last signed-in person the identity provider confirmed on this device. */
  recallIdentity: () => Promise<IdentityUser | null>;
  rememberIdentity: (user: IdentityUser) => Promise<void>;
  /** The last `GET /api/users/me` answer. */
  recallMe: () => Promise<MeResponse | null>;
  rememberMe: (me: MeResponse) => Promise<void>;
  /** Sign-out, or the provider said the session ended: nothing is kept. */
  forget: () => void;
}

/**
 * The signed-in session kept on the device so that a reload without a network still opens the app
 * (decision 0048): encrypted like the chosen membership (decision 0011), read only when the network is
 * unreachable, deleted at sign-out.
 */
export const createDeviceSession = (storage: SecureStorage): DeviceSession => ({
  recallIdentity: () => storage.getItem(IDENTITY_KEY, identityUserSchema),
  rememberIdentity: (user) => storage.setItem(IDENTITY_KEY, user),
  recallMe: () => storage.getItem(ME_KEY, meResponseSchema),
  rememberMe: (me) => storage.setItem(ME_KEY, me),
  forget: () => {
    storage.removeItem(IDENTITY_KEY);
    storage.removeItem(ME_KEY);
  },
});

export const deviceSession = createDeviceSession(pageSecureStorage);
