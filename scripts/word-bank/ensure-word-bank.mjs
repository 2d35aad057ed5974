// `npm run words:ensure`: builds the starter word bank when it is missing or older than the generator
// (the bank is build output, not committed). `npm start` and `npm test` run it first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from '../build-freshness.mjs';

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
    console.log(`Building the word bank: ${reason}.`);
    await buildWordBank();
  }
}
