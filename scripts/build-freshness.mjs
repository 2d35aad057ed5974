// When a build output is missing or older than its sources (used by `npm start` and `npm run words:ensure`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file, or every file and directory under a directory in name order (none when it does not exist), node_modules left out. */
export function* pathsUnder(target) {
  if (!existsSync(target)) {
    return;
  }
  yield target;
  if (!statSync(target).isDirectory()) {
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (entry !== 'node_modules') {
      yield* pathsUnder(path.join(target, entry));
    }
  }
}

/** The newest modification time under a file or directory (0 when it does not exist). */
export function newestChange(target) {
  let newest = 0;
  for (const found of pathsUnder(target)) {
    newest = Math.max(newest, statSync(found).mtimeMs);
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
