import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import {
  CODING_EXTENSIONS,
  CONTENT_CODINGS,
  preferredContentCoding,
  type ContentCoding,
} from './content-coding';

/** A built file in a coding the request takes: where it is stored, and the coding to announce. */
export interface EncodedVariant {
  path: string;
  coding: ContentCoding;
}

async function isFile(filePath: string): Promise<boolean> {
  return stat(filePath).then(
    (found) => found.isFile(),
    () => false,
  );
}

/**
 * The copy of `filePath` this request should get: its Brotli or gzip twin made at build time (web's
 * precompress step), or null for the file as it is. Looked up on disk each time, so a rebuild under a running
 * server is served as built. A file with twins varies by Accept-Encoding whichever is sent, so a shared cache
 * never hands Brotli to a client that did not ask for it.
 */
export async function encodedVariantOf(
  request: Request,
  response: Response,
  filePath: string,
): Promise<EncodedVariant | null> {
  const stored = await Promise.all(
    CONTENT_CODINGS.map(async (coding) =>
      (await isFile(filePath + CODING_EXTENSIONS[coding])) ? coding : null,
    ),
  );
  const available = stored.filter((coding): coding is ContentCoding => coding !== null);
  if (available.length === 0) return null;
  response.vary('Accept-Encoding');
  const coding = preferredContentCoding(request.headers['accept-encoding'], available);
  return coding === null ? null : { path: filePath + CODING_EXTENSIONS[coding], coding };
}

/** Announces the twin's coding and the original's type (the twin's own name ends in .br or .gz). */
export function describeEncodedVariant(
  response: Response,
  originalPath: string,
  variant: EncodedVariant,
): void {
  response.setHeader('Content-Encoding', variant.coding);
  response.type(path.extname(originalPath));
}

/** The file a URL path names under `rootDir`, or null when it cannot be one (bad escapes, outside the root). */
function fileUnder(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return null;
  const filePath = path.join(rootDir, decoded);
  return filePath.startsWith(rootDir + path.sep) ? filePath : null;
}

/**
 * Sends a static file's precompressed twin when the request accepts its coding, by pointing the request at
 * the twin and leaving the sending (ETag, ranges, caching headers) to the static handler that follows.
 */
export function precompressedFiles(rootDir: string): RequestHandler {
  const root = path.resolve(rootDir);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const filePath = fileUnder(root, request.path);
    if (filePath === null) return next();
    encodedVariantOf(request, response, filePath).then((variant) => {
      if (variant !== null) {
        describeEncodedVariant(response, filePath, variant);
        const queryAt = request.url.indexOf('?');
        const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
        const query = queryAt === -1 ? '' : request.url.slice(queryAt);
        request.url = `${pathname}${CODING_EXTENSIONS[variant.coding]}${query}`;
      }
      next();
    }, next);
  };
}
