import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below about a packet, a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of a build, at the strongest settings:
 * done once per build, where the server would otherwise compress on every request or not at all. The game
 * server sends the copy the browser accepts (game-server/src/http/precompressed-files.ts).
 */
export async function precompressDirectory(directory: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(directory)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file): Promise<PrecompressedFile | null> => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return null;
      const [brotliContent, gzipContent] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotliContent), writeFile(`${file}.gz`, gzipContent)]);
      return {
        file: path.relative(directory, file),
        bytes: content.length,
        brotliBytes: brotliContent.length,
        gzipBytes: gzipContent.length,
      };
    }),
  );
  return written.filter((file): file is PrecompressedFile => file !== null);
}

/** The Vite step: precompresses the finished build in its output directory. */
export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'bluffle-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config === null) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await precompressDirectory(outDir);
      const total = (pick: (file: PrecompressedFile) => number) =>
        files.reduce((sum, file) => sum + pick(file), 0);
      config.logger.info(
        `precompressed ${files.length} files: ${kB(total((file) => file.bytes))} -> ` +
          `${kB(total((file) => file.brotliBytes))} brotli, ${kB(total((file) => file.gzipBytes))} gzip`,
      );
    },
  };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
