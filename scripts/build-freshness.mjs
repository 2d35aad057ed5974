// When a build output is missing or older than its sources (used by `npm start` and `npm run words:ensure`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or directory (0 when it does not exist). */
export function newestChange(target) {
  if (!existsSync(target)) {
    return 0;
  }
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules') {
      newest = Math.max(newest, newestChange(path.join(target, entry)));
    }
  }
  return newest;
}

/** Why `output` must be (re)built from `sources` (paths relative to `root`), or null when it is up to date. */
export function buildReason(root, output, sources, name) {
  if (!existsSync(output)) {
    return `${name} is not built yet`;
  }
  const builtAt = statSync(output).mtimeMs;
  const changed = sources.find((source) => newestChange(path.join(root, source)) > builtAt);
  return changed === undefined ? null : `${changed} changed since the last build`;
}
