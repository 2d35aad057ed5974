import type { Request } from 'express';

/**
 * The origin players use, which OAuth callback URLs and the popup result's postMessage target are built
 * from: PUBLIC_URL's when configured (required in production), else http://localhost:<the port this server
 * listens on>, the address `npm start` prints. Never the request's Host or X-Forwarded-* headers: those are
 * the client's to write, and a forged one would send a provider's code, or the popup's result, elsewhere.
 * Developing through the web dev server (another port) means setting PUBLIC_URL to its address.
 */
export function publicOriginOf(request: Request, configured: string | undefined): string {
  return configured ?? `http://localhost:${request.socket.localPort}`;
}

/** `protocol://host` of the request itself (with TRUST_PROXY, as the proxy saw it); only for comparing. */
export function requestOrigin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
