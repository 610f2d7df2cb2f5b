import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Without AUTH_SECRET (allowed outside production), a random secret is made once and kept in
 * DATA_DIR, so sessions and the signing keys (stored encrypted with it) survive restarts.
 */
export const loadOrCreateSecret = (dataDir: string): string => {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
