// `npm run words:ensure`: builds the starter word bank when it is missing or older than the generator
// (the bank is build output, not committed). `npm start` and `npm test` run it first.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason, pathsUnder } from '../build-freshness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORD_BANK_FILE = path.join(repoRoot, 'game-server', 'seed', 'word-bank.json');
/** What the bank is made from: a newer file here means it is stale. */
const WORD_BANK_SOURCES = [
  'word-generator/src',
  'word-generator/generated',
  'scripts/word-bank/build-word-bank.ts',
  'scripts/word-bank/word-bank-writer.ts',
  'shared-schema/src/fallback-words.ts',
];

/**
 * Built banks kept by the hash of everything they are made from, so a clean checkout of the same sources copies
 * one instead of spending a minute or two of CPU on it (CI keeps node_modules/.cache between checkouts). Wider
 * than the sources the staleness check reads: the generator's shared rules and the installed packages' data too.
 */
const WORD_BANK_CACHE = path.join(repoRoot, 'node_modules', '.cache', 'bluffle-word-bank');
const CACHE_KEY_SOURCES = [
  ...WORD_BANK_SOURCES,
  'shared-schema/src',
  'scripts/word-bank',
  'package-lock.json',
];

function cacheKey() {
  const hash = createHash('sha256').update(process.version);
  for (const source of CACHE_KEY_SOURCES) {
    for (const found of pathsUnder(path.join(repoRoot, source))) {
      if (statSync(found).isFile()) hash.update(path.relative(repoRoot, found)).update(readFileSync(found));
    }
  }
  return hash.digest('hex').slice(0, 40);
}

export function wordBankBuildReason() {
  return buildReason(repoRoot, WORD_BANK_FILE, WORD_BANK_SOURCES, 'the word bank');
}

export function buildWordBank() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts', 'word-bank', 'build-word-bank.ts')],
      { cwd: repoRoot, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('building the word bank failed'))));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = wordBankBuildReason();
  if (reason === null) {
    console.log('The word bank is up to date.');
  } else {
    const cached = path.join(WORD_BANK_CACHE, `${cacheKey()}.json`);
    if (existsSync(cached)) {
      mkdirSync(path.dirname(WORD_BANK_FILE), { recursive: true });
      copyFileSync(cached, WORD_BANK_FILE);
      console.log(`The word bank (${reason}) is copied from one built from the same sources: ${cached}.`);
    } else {
      console.log(`Building the word bank: ${reason}.`);
      await buildWordBank();
      try {
        mkdirSync(WORD_BANK_CACHE, { recursive: true });
        copyFileSync(WORD_BANK_FILE, cached);
      } catch (error) {
        console.log(`The built bank could not be kept for the next checkout: ${error.message}`);
      }
    }
  }
}
