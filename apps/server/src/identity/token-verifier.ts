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

/** Who the bearer token says the caller is. */
export interface Identity {
  /** The identity user's id, which is also the product account's id. */
  userId: string;
  email: string;
  emailVerified: boolean;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
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

export const createTokenVerifier = (keys: JWTVerifyGetKey, options: VerifierOptions): TokenVerifier => ({
  async verify(token) {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new AppError('UNAUTHENTICATED', 'The authentication token lacks a subject or e-mail');
      }
      return {
        userId: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
      }
      throw new AppError('UNAUTHENTICATED', 'The authentication token is not valid');
    }
  },
});

/** Reads `Authorization: Bearer …`; a missing token is the spec's 'Authentication token is missing'. */
export const bearerToken = (header: string | undefined): string => {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', MESSAGES.tokenMissing);
  return match[1].trim();
};
