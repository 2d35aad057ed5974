// `npm start` (docs/design.md decision 1: one command): builds the web app and the game server when either is missing
// or older than its sources, then runs the compiled server with plain `node` (no tsx), passing
// Ctrl-C and SIGTERM on: SIGTERM drains the server (its lobby games finish first), Ctrl-C stops it at once.
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
/** How often the launcher checks that whoever started it (npm's shell) is still there. */
const PARENT_CHECK_MS = 500;

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

  // Its own process group: a signal sent to the whole group (Ctrl-C at a terminal) reaches the server once,
  // through this launcher, so it is never read as a second SIGTERM (which stops a drain at once).
  const server = spawn(process.execPath, [SERVER_MAIN], {
    stdio: 'inherit',
    env: process.env,
    detached: true,
  });
  for (const signal of FORWARDED_SIGNALS) {
    process.on(signal, () => server.kill(signal));
  }
  stopWithParent(server);
  server.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
  });
}

/**
 * `kill -TERM <pid of npm start>` reaches npm, which passes it to the shell running this script; the shell
 * dies of it without passing it on, and npm exits. This launcher then has a new parent: it takes that as the
 * SIGTERM it was meant to get, so the server drains and stops, and the launcher exits with it.
 */
function stopWithParent(server) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.log('The process that started the server has gone: draining the server.');
    server.kill('SIGTERM');
  }, PARENT_CHECK_MS);
  watch.unref();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
