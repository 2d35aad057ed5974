// After `npm ci`: keeps better-sqlite3's compiled binary where its install script looks before it downloads one.
//
// The install script (prebuild-install, else node-gyp) fetches a prebuilt binary from GitHub, which this machine
// cannot reach, so every clean install compiled SQLite from source: about 45 s of CPU on one core before the
// first test could start. prebuild-install first looks in npm's cache (`_prebuilds/`) for the file it would
// download; this puts the binary a clean install just compiled there, under that file's name (the package's
// version, Node's ABI, the platform and the CPU), so the next clean install on this machine unpacks it instead.
// prebuild-install loads what it unpacked to check it, and compiles from source when that fails.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDirectory = path.join(repoRoot, 'node_modules', 'better-sqlite3');
const BINARY = path.join('build', 'Release', 'better_sqlite3.node');

const requireFromPackage = createRequire(path.join(packageDirectory, 'package.json'));
const prebuildUtil = requireFromPackage('prebuild-install/util');
const prebuildOptions = requireFromPackage('prebuild-install/rc');
const packageJson = requireFromPackage('./package.json');

// The name prebuild-install gives the download, from its own code, so the two cannot disagree.
const cachedFile = prebuildUtil.cachedPrebuild(
  prebuildUtil.getDownloadUrl({ ...prebuildOptions(packageJson), pkg: packageJson }),
);

if (existsSync(cachedFile)) {
  console.log(`better-sqlite3's binary is kept at ${cachedFile}`);
} else if (!existsSync(path.join(packageDirectory, BINARY))) {
  console.log('better-sqlite3 has no compiled binary to keep');
} else {
  mkdirSync(path.dirname(cachedFile), { recursive: true });
  // Whole before it takes the name: another clean install may be reading the folder.
  const partial = `${cachedFile}.${process.pid}.partial`;
  try {
    execFileSync('tar', ['-czf', partial, '-C', packageDirectory, BINARY]);
    renameSync(partial, cachedFile);
    console.log(`Kept better-sqlite3's compiled binary at ${cachedFile} for the next clean install`);
  } catch (error) {
    rmSync(partial, { force: true });
    // Only slower: the next clean install compiles again.
    console.log(`Could not keep better-sqlite3's binary (${error instanceof Error ? error.message : error})`);
  }
}
