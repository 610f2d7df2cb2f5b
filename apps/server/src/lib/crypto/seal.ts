import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (docs/decisions/0045-voice.md): AES-256-GCM under a key derived from the server's secret
 * (AUTH_SECRET) with HKDF-SHA256, one key per purpose. A sealed value is `v1.<iv>.<ciphertext>.<tag>`
 * (base64url); a wrong key, purpose or any changed byte fails to open.
 */
const VERSION = 'v1';

const keyOf = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'groundwork-seal', `${VERSION}:${purpose}`, 32));

export const seal = (secret: string, purpose: string, plaintext: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const unseal = (secret: string, purpose: string, sealed: string): string => {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
};

/** Seals and opens with the server's secret, which stays inside (ctx.sealer). */
export interface Sealer {
  seal(purpose: string, plaintext: string): string;
  unseal(purpose: string, sealed: string): string;
}

export const createSealer = (secret: string): Sealer => ({
  seal: (purpose, plaintext) => seal(secret, purpose, plaintext),
  unseal: (purpose, sealed) => unseal(secret, purpose, sealed),
});
