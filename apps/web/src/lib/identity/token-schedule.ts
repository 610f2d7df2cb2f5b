import {
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_PROACTIVE_REFRESH_MS,
  TOKEN_REFRESH_RETRY_MAX_MS,
  TOKEN_REFRESH_RETRY_MIN_MS,
} from '@groundwork/shared/constants';

/** The shortest wait between two refreshes, so a very short-lived token cannot cause a tight loop. */
export const MIN_REFRESH_DELAY_MS = 5_000;

export interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
};

/**
 * Reads the claims of a JWT without verifying it: the client only needs the expiry to schedule
 * refreshes; the API verifies every token's signature.
 */
export const decodeIdToken = (token: string): IdTokenClaims => {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('Malformed ID token');
  const claims = decodeSegment(payload);
  if (typeof claims !== 'object' || claims === null || !('exp' in claims) || typeof claims.exp !== 'number') {
    throw new Error('ID token has no expiry');
  }
  return claims as IdTokenClaims;
};

/** The token is treated as expired 30 s before its real expiry (shell §9). */
export const isTokenExpired = (expiresAtMs: number, nowMs: number): boolean =>
  nowMs >= expiresAtMs - TOKEN_EXPIRY_MARGIN_MS;

/**
 * Delay until the proactive refresh, 5 minutes before expiry (shell §4, §9). A token that lives
 * less than that is refreshed halfway through its usable life instead.
 */
export const refreshDelay = (expiresAtMs: number, nowMs: number): number => {
  const proactive = expiresAtMs - TOKEN_PROACTIVE_REFRESH_MS - nowMs;
  if (proactive > 0) return proactive;
  const usable = expiresAtMs - TOKEN_EXPIRY_MARGIN_MS - nowMs;
  return Math.max(MIN_REFRESH_DELAY_MS, Math.floor(usable / 2));
};

/** After the n-th consecutive failed refresh (0-based): 30 s, doubling, at most 16 minutes. */
export const retryDelay = (attempt: number): number =>
  Math.min(TOKEN_REFRESH_RETRY_MIN_MS * 2 ** attempt, TOKEN_REFRESH_RETRY_MAX_MS);
