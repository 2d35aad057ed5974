import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../web/build/precompress';
import { startTestServer, type TestServer } from '../support/test-server';

// The built web app goes compressed (Brotli or gzip, made once at build time) to a browser that accepts it,
// with its caching: hashed assets for good, index.html re-read each time.

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes back as sent: fetch would undo the coding this test is about. */
function rawGet(baseUrl: string, urlPath: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const outgoing = request(new URL(urlPath, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const SCRIPT = `${'export const words = ["quib", "sesquipedalian", "flummox"];\n'.repeat(400)}`;
const STYLES = `${'.word-card { color: #1f1640; padding: 1rem; }\n'.repeat(200)}`;
const INDEX = `<!doctype html><html><head><title>Bluffle</title>${'<meta name="x" content="y">'.repeat(60)}</head></html>`;

describe('the web app, compressed', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'bluffle-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), INDEX);
    await writeFile(path.join(webDistDir, 'assets', 'index-Bq3x9Yz1.js'), SCRIPT);
    await writeFile(path.join(webDistDir, 'assets', 'index-C7fW2kLm.css'), STYLES);
    await writeFile(path.join(webDistDir, 'assets', 'tiny-D1a2b3c4.js'), 'export {};');
    await precompressDirectory(webDistDir);
    server = await startTestServer({ webDistDir });
  });

  afterAll(async () => {
    await server?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('sends the script as Brotli to a browser that takes br, cached for good, varying by Accept-Encoding', async () => {
    const response = await rawGet(server.baseUrl, '/assets/index-Bq3x9Yz1.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await rawGet(server.baseUrl, '/assets/index-C7fW2kLm.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(response.body).toString()).toBe(STYLES);
  });

  it('sends the file as it is to a client that asks for no coding, still varying by Accept-Encoding', async () => {
    const response = await rawGet(server.baseUrl, '/assets/index-Bq3x9Yz1.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('keeps a file too small to gain as it is', async () => {
    const response = await rawGet(server.baseUrl, '/assets/tiny-D1a2b3c4.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};');
  });

  it('sends index.html compressed for a client route too, never cached', async () => {
    for (const route of ['/', '/admin']) {
      const response = await rawGet(server.baseUrl, route, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX);
    }
  });
});
