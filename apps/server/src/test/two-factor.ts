import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD } from './factories.ts';
import { PUBLIC_URL, type TestApp } from './harness.ts';

/** A browser's cookies for the identity endpoints: what each reply sets (or expires) is kept. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(reply: LightMyRequestResponse): this {
    for (const header of [reply.headers['set-cookie']].flat()) {
      if (!header) continue;
      const [pair = '', ...attributes] = String(header).split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }

  forget(fragment: string): void {
    for (const name of [...this.cookies.keys()]) if (name.includes(fragment)) this.cookies.delete(name);
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A POST to an identity endpoint from the web app's origin, with (and into) the jar's cookies. */
export const identityPost = async (t: TestApp, jar: CookieJar, path: string, payload: object) => {
  const reply = await t.inject({
    method: 'POST',
    url: `/identity${path}`,
    payload,
    headers: { origin: PUBLIC_URL, cookie: jar.header },
  });
  jar.take(reply);
  return reply;
};

/**
 * The TOTP code an authenticator app shows for the URI's secret, `step` periods from now (the provider
 * accepts one step either side), computed with the library better-auth itself uses.
 */
export const totpCode = (totpURI: string, step = 0): Promise<string> => {
  const encoded = new URL(totpURI).searchParams.get('secret') ?? '';
  const secret = new TextDecoder().decode(base32.decode(encoded));
  return createOTP(secret).hotp(Math.floor(Date.now() / 30_000) + step);
};

/** Signs in with the password only: the jar then holds a session, or a pending two-factor challenge. */
export const signInWithPassword = async (t: TestApp, jar: CookieJar, email: string) =>
  identityPost(t, jar, '/sign-in/email', { email, password: PASSWORD });

/** Enrols the person in two-factor sign-in (enable, then confirm with the current code). */
export const enrolTwoFactor = async (t: TestApp, email: string) => {
  const jar = new CookieJar();
  await signInWithPassword(t, jar, email);
  const enabled = await identityPost(t, jar, '/two-factor/enable', { password: PASSWORD });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const confirmed = await identityPost(t, jar, '/two-factor/verify-totp', { code: await totpCode(totpURI) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { jar, totpURI, backupCodes };
};
