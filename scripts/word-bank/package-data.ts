import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Absolute path of a file inside an installed npm package. Some word-list packages declare `exports`
 * that hide their data files from require.resolve, so we walk up to the nearest node_modules instead.
 */
export function packageDataPath(packageName: string, ...segments: string[]): string {
  let directory = __dirname;
  for (;;) {
    const candidate = path.join(directory, 'node_modules', packageName);
    if (existsSync(candidate)) {
      return path.join(candidate, ...segments);
    }
    const parent = path.dirname(directory);
    if (parent === directory) {
      throw new Error(`npm package ${packageName} is not installed (needed by the word-bank build)`);
    }
    directory = parent;
  }
}
