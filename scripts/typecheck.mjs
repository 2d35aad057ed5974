// `npm run typecheck`: tsc over every package in three programs instead of six, each file checked
// once where the options allow it, and each incremental (what tsc learned is kept in node_modules/.cache/tsc,
// so a run after a small change re-checks only what it can reach; a fresh clone checks everything):
//
//   tsconfig.node.json  shared-schema, word-generator, game-server, scripts and the node-side tests: one set of
//                       options (tsconfig.json), no DOM
//   tests/browser       the browser tests and what they import; their page functions are typed against the DOM
//   web                 the web app: DOM, JSX, Vite's types
//
// Six separate programs checked shared-schema six times and game-server three. The per-package tsconfig.json
// files stay, so `tsc -p game-server` still checks one package on its own. Stops at the first program with
// errors.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROGRAMS = [
  { project: 'tsconfig.node.json', cacheName: 'node' },
  { project: 'tests/browser', cacheName: 'browser-tests' },
  { project: 'web', cacheName: 'web' },
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'tsc');

for (const { project, cacheName } of PROGRAMS) {
  const tsBuildInfoFile = path.join(cacheDir, `${cacheName}.tsbuildinfo`);
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', tsBuildInfoFile],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`typecheck: ${project} has errors`);
    process.exit(result.status ?? 1);
  }
}
