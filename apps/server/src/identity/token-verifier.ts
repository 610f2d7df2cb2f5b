import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { MESSAGES } from '@groundwork/shared/messages';
import { AppError } from '../errors.ts';
import type { RevocationList } from './revocations.ts';

/** Who the bearer token says the caller is. */
export interface Identity {
  /** The identity user's id, which is also the product account's id. */
  userId: string;
  email: string;
  emailVerified: boolean;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
  /**
   * The identity of a token already verified, unexpired and of a session known not to have ended, with no
   * promise (the read path's common case); undefined otherwise, and then `verify` decides.
   */
  verifyCached(token: string): Identity | undefined;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /**
   * The embedded provider's ended sessions: its tokens carry their session id (`sid`) and a token of
   * an ended session is refused. Absent for an outside OIDC provider.
   */
  revocations?: RevocationList;
}

/**
 * Keys of the embedded provider, held in memory: a request verifies its token with no database
 * round trip. An unknown `kid` (after key rotation) reloads them, at most once every 10 s.
 */
export const localKeySet = (loadKeys: () => Promise<JSONWebKeySet>): JWTVerifyGetKey => {
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  const reload = async () => {
    keySet = createLocalJWKSet(await loadKeys());
    loadedAt = Date.now();
    return keySet;
  };
  return async (header, token) => {
    const current = keySet ?? (await reload());
    try {
      return await current(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey && Date.now() - loadedAt > 10_000) {
        return (await reload())(header, token);
      }
      throw error;
    }
  };
};

export const remoteKeySet = (jwksUrl: string): JWTVerifyGetKey => createRemoteJWKSet(new URL(jwksUrl));

const CACHE_SIZE = 10_000;
const expiredError = () => new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
const endedError = () => new AppError('TOKEN_EXPIRED', 'Your session has ended. Please sign in again.');

const verifySignature = async (token: string, keys: JWTVerifyGetKey, options: VerifierOptions) => {
  try {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, audience: options.audience });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw new AppError('UNAUTHENTICATED', 'The authentication token lacks a subject, e-mail or expiry');
    }
    const identity: Identity = {
      userId: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload.email_verified === true,
    };
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { identity, sessionId, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw expiredError();
    throw new AppError('UNAUTHENTICATED', 'The authentication token is not valid');
  }
};

/**
 * Verifies signature, issuer, audience and expiry. A token already verified is remembered until it
 * expires (a token never changes), so the signature check runs once per token, not once per request.
 * Its session is checked on every request, against the revocation list held in memory.
 */
export const createTokenVerifier = (keys: JWTVerifyGetKey, options: VerifierOptions): TokenVerifier => {
  const verified = new Map<string, Awaited<ReturnType<typeof verifySignature>>>();
  const { revocations } = options;
  return {
    verifyCached(token) {
      const cached = verified.get(token);
      if (!cached || Date.now() >= cached.expiresAtMs) return undefined;
      if (revocations && (!cached.sessionId || revocations.revokedNow(cached.sessionId) !== false))
        return undefined;
      return cached.identity;
    },
    async verify(token) {
      const cached = verified.get(token) ?? (await verifySignature(token, keys, options));
      if (Date.now() >= cached.expiresAtMs) {
        verified.delete(token);
        throw expiredError();
      }
      // A token without a session id predates session revocation: the web app fetches a new one.
      if (revocations && (!cached.sessionId || (await revocations.isRevoked(cached.sessionId))))
        throw endedError();
      if (!verified.has(token)) {
        if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, cached);
      }
      return cached.identity;
    },
  };
};

/** Reads `Authorization: Bearer …`; a missing token is the spec's 'Authentication token is missing'. */
export const bearerToken = (header: string | undefined): string => {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', MESSAGES.tokenMissing);
  return match[1].trim();
};
