// The game server compiled ahead of time: esbuild bundles game-server/src/main.ts and the word
// generator's worker entry into game-server/dist/ as CommonJS for plain `node`. Our workspace packages
// (@bluffle/*, TypeScript source) are bundled in; npm packages stay outside and load from node_modules, as
// their own data files (WordNet, word lists) and native code (better-sqlite3) need. `npm start` and the
// Dockerfile run the result.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildReason } from './build-freshness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST_DIR = path.join(repoRoot, 'game-server', 'dist');
export const SERVER_MAIN = path.join(SERVER_DIST_DIR, 'main.js');
/** What the compiled server is made from: a newer file here means the build is stale. */
const SERVER_SOURCES = [
  'game-server/src',
  'shared-schema/src',
  'word-generator/src',
  'scripts/build-server.mjs',
];
/** Read at run time from beside the code (api-reference-routes.ts: path.join(__dirname, ...)). */
const PAGE_DIR = 'game-server/src/http/openapi/api-reference-page';

/** Why the server must be (re)built, or null when game-server/dist is up to date. */
export function serverBuildReason() {
  return buildReason(repoRoot, SERVER_MAIN, SERVER_SOURCES, 'the game server');
}

/** Bare imports other than our workspace packages stay `require`s of node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bluffle/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Packages the compiled server may reach only when it runs as TypeScript (worker-generator-client.ts). */
const SOURCE_ONLY_PACKAGES = new Set(['tsx']);

function packageNameOf(specifier) {
  const [first, second] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The npm packages the bundles load at run time must install without dev dependencies (the Docker image
 * runs `npm ci --omit=dev`): one that package-lock.json marks dev-only, or that is missing, fails the build.
 * One installed only as another package's dependency works, but is named, to be declared.
 */
function checkRuntimePackages(metafile) {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const declared = new Set(
    ['game-server', 'word-generator', 'shared-schema'].flatMap((workspace) =>
      Object.keys(lock.packages[workspace]?.dependencies ?? {}),
    ),
  );
  const builtins = new Set(builtinModules);
  const needed = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageNameOf(specifier);
      if (!SOURCE_ONLY_PACKAGES.has(name)) needed.add(name);
    }
  }
  const lockEntryOf = (name) => lock.packages[`node_modules/${name}`];
  const unavailable = [...needed].filter((name) => lockEntryOf(name) === undefined || lockEntryOf(name).dev);
  if (unavailable.length > 0) {
    throw new Error(
      `The compiled server loads ${unavailable.join(', ')}, which a production install (npm ci --omit=dev) lacks: make it a dependency of game-server, word-generator or shared-schema.`,
    );
  }
  const undeclared = [...needed].filter((name) => !declared.has(name));
  if (undeclared.length > 0) {
    console.warn(
      `The compiled server loads ${undeclared.join(', ')}, installed only as another package's dependency: declare it in the workspace that imports it.`,
    );
  }
}

/** Builds into `outDir` (game-server/dist; a test builds into a directory of its own under it). */
export async function buildServer(outDir = SERVER_DIST_DIR) {
  // esbuild comes with tsx and vite (dev dependencies): only a build needs it, never the built server.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: {
      main: 'game-server/src/main.ts',
      // worker-generator-client.ts starts it from beside the compiled main.js.
      'generator-worker': 'game-server/src/word-generation/generator-worker.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  try {
    checkRuntimePackages(metafile);
  } catch (error) {
    // No build rather than one that `npm start` would take for fresh.
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  cpSync(path.join(repoRoot, PAGE_DIR), path.join(outDir, path.basename(PAGE_DIR)), {
    recursive: true,
  });
}

/** Builds the server when game-server/dist is missing or older than its sources. */
export async function ensureServerBuilt() {
  const reason = serverBuildReason();
  if (reason === null) return;
  console.log(`Building the game server: ${reason}.`);
  const startedAt = performance.now();
  await buildServer();
  console.log(`Built the game server in ${Math.round(performance.now() - startedAt)} ms.`);
}

// `node scripts/build-server.mjs` builds; with --if-stale, only when the sources changed since the last build;
// with --outdir <dir>, into that directory instead of game-server/dist.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDirAt = process.argv.indexOf('--outdir');
  const building = process.argv.includes('--if-stale')
    ? ensureServerBuilt()
    : buildServer(outDirAt === -1 ? SERVER_DIST_DIR : path.resolve(process.argv[outDirAt + 1]));
  building.catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
