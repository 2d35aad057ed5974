import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { persistedDevSessionSecret } from './dev-session-secret';

describe('persistedDevSessionSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'bluffle-secret-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('makes a long random secret on the first start and keeps it for the next', () => {
    const first = persistedDevSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(persistedDevSessionSecret(dataDir)).toBe(first);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('gives each data directory its own secret', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'bluffle-secret-other-'));
    try {
      expect(persistedDevSessionSecret(other)).not.toBe(persistedDevSessionSecret(dataDir));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
