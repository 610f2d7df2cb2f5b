import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createPerson } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

/** An external OIDC provider: a key pair and a JWKS endpoint on a real local HTTP server. */
const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'ES256' };
const jwksServer = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));
const issuer = 'https://id.example.org/';

const t = await createTestApp({
  OIDC_ISSUER: issuer,
  OIDC_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`,
  OIDC_AUDIENCE: 'groundwork-external',
});

const externalToken = (claims: Record<string, unknown>, audience = 'groundwork-external') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'external-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);

describe('trusting an external OIDC issuer', () => {
  it("accepts the issuer's tokens for a product account", async () => {
    const person = await createPerson(t).catch(() => undefined); // embedded sign-in still works
    expect(person).toBeDefined();
    const token = await externalToken({ sub: person!.id, email: person!.email, email_verified: true });
    const reply = await t.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: person!.id, email: person!.email });
  });

  it('refuses the embedded provider’s tokens and tokens for another audience', async () => {
    const person = await createPerson(t);
    const embedded = await t.inject({ method: 'GET', url: '/api/users/me', headers: person.auth });
    expect(embedded.statusCode).toBe(401);
    const wrongAudience = await externalToken({ sub: person.id, email: person.email }, 'someone-else');
    const reply = await t.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${wrongAudience}` },
    });
    expect(reply.statusCode).toBe(401);
  });
});
