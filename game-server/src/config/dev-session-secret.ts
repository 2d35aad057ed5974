import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'session-secret';

/**
 * Without SESSION_SECRET outside production, the secret is made at random on the first start and kept in
 * DATA_DIR, so a newcomer's sign-in survives a restart while nothing secret is ever committed or
 * hard-coded. Production must set SESSION_SECRET (read-config.ts refuses to start otherwise).
 */
export function persistedDevSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) {
      return existing;
    }
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
