import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.ts';

const SECRET = 'a-server-secret-long-enough-for-the-tests';

describe('seal', () => {
  it('opens what it sealed, and never shows the plaintext', () => {
    const sealed = seal(SECRET, 'auth-token', 'the-subaccount-token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('the-subaccount-token');
    expect(unseal(SECRET, 'auth-token', sealed)).toBe('the-subaccount-token');
    // A fresh nonce each time: the same secret seals differently.
    expect(seal(SECRET, 'auth-token', 'the-subaccount-token')).not.toBe(sealed);
  });

  it('refuses another key, another purpose, or a changed byte', () => {
    const sealed = seal(SECRET, 'auth-token', 'x');
    expect(() => unseal(`${SECRET}!`, 'auth-token', sealed)).toThrow();
    expect(() => unseal(SECRET, 'api-key-secret', sealed)).toThrow();
    const [v, iv, ct, tag] = sealed.split('.');
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      unseal(SECRET, 'auth-token', [v, iv, flipped.toString('base64url'), tag].join('.')),
    ).toThrow();
    expect(() => unseal(SECRET, 'auth-token', 'garbage')).toThrow('Not a sealed value');
  });
});
