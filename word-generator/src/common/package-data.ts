import path from 'node:path';

/**
 * Absolute path of a data file inside an installed npm package, found the way Node finds the package itself
 * (so it works wherever npm install put it). `word-list` hides its files behind `exports`, so for it we
 * resolve its entry point and step to the folder.
 */
export function packageDataPath(packageName: string, ...segments: string[]): string {
  let packageDirectory: string;
  try {
    packageDirectory = path.dirname(require.resolve(`${packageName}/package.json`));
  } catch {
    packageDirectory = path.dirname(require.resolve(packageName));
  }
  return path.join(packageDirectory, ...segments);
}
