import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevocationList } from './revocations.ts';
import { createTokenVerifier, localKeySet } from './token-verifier.ts';

const ISSUER = 'http://localhost:3000';
const { publicKey, privateKey } = await generateKeyPair('EdDSA');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
const keys = localKeySet(async () => ({ keys: [jwk] }));

const token = (sid: string, expiresInSeconds = 600) =>
  new SignJWT({ email: 'Ann@Example.org', email_verified: true, sid })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(privateKey);

/** A revocation list whose freshness and contents the test sets. */
const revocations = () => {
  const list = { fresh: true, revoked: new Set<string>() };
  const port: RevocationList = {
    isRevoked: async (sid) => list.revoked.has(sid),
    revokedNow: (sid) => (list.fresh ? list.revoked.has(sid) : undefined),
  };
  return { list, port };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the token verifier', () => {
  it('answers a token it has verified with no promise, the same identity each time', async () => {
    const { port } = revocations();
    const verifier = createTokenVerifier(keys, { issuer: ISSUER, audience: ISSUER, revocations: port });
    const jwt = await token('s1');
    expect(verifier.verifyCached(jwt)).toBeUndefined(); // never seen: `verify` checks the signature
    const identity = await verifier.verify(jwt);
    expect(identity).toEqual({ userId: 'user-1', email: 'ann@example.org', emailVerified: true });
    expect(verifier.verifyCached(jwt)).toBe(identity);
  });

  it('leaves to `verify` a token whose session ended, or whose list must be read again', async () => {
    const { list, port } = revocations();
    const verifier = createTokenVerifier(keys, { issuer: ISSUER, audience: ISSUER, revocations: port });
    const jwt = await token('s2');
    await verifier.verify(jwt);
    list.fresh = false;
    expect(verifier.verifyCached(jwt)).toBeUndefined();
    list.fresh = true;
    list.revoked.add('s2');
    expect(verifier.verifyCached(jwt)).toBeUndefined();
    await expect(verifier.verify(jwt)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('leaves to `verify` a token that has expired since it was verified', async () => {
    const verifier = createTokenVerifier(keys, { issuer: ISSUER, audience: ISSUER });
    const jwt = await token('s3', 60);
    await verifier.verify(jwt);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(verifier.verifyCached(jwt)).toBeUndefined();
    await expect(verifier.verify(jwt)).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
      detail: 'Your session has expired. Please sign in again.',
    });
  });
});
