// `npm start` (docs/design.md decision 1: one command): builds the web app and the game server when either is missing
// or older than its sources, then runs the compiled server with plain `node` (no tsx), passing
// Ctrl-C and SIGTERM on so it can shut down gracefully.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from './build-freshness.mjs';
import { ensureServerBuilt, SERVER_MAIN } from './build-server.mjs';
import { buildWordBank, wordBankBuildReason } from './word-bank/ensure-word-bank.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDistDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.cwd(), process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'web', 'dist');
/** What the built web app is made from: a newer file here means the build is stale. */
const WEB_SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/build',
  'web/public',
  'shared-schema/src',
];
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM'];

function webBuildReason() {
  return buildReason(repoRoot, path.join(webDistDir, 'index.html'), WEB_SOURCES, 'the web app');
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

async function main() {
  const reason = webBuildReason();
  if (reason !== null && process.env.WEB_DIST_DIR === undefined) {
    console.log(`Building the web app: ${reason}.`);
    await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--workspace', 'web']);
  }

  // The starter bank seeds an empty store; a server given its own WORD_BANK_FILE does not need ours.
  const bankReason = wordBankBuildReason();
  if (bankReason !== null && process.env.WORD_BANK_FILE === undefined) {
    console.log(`Building the word bank: ${bankReason}.`);
    await buildWordBank();
  }

  await ensureServerBuilt();

  const server = spawn(process.execPath, [SERVER_MAIN], { stdio: 'inherit', env: process.env });
  for (const signal of FORWARDED_SIGNALS) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
