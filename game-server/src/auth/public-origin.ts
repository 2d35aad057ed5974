import type { Request } from 'express';

/**
 * The origin players use: PUBLIC_URL's when configured, else the origin this request came to (so a local
 * server works on localhost, 127.0.0.1 or behind the web dev server's proxy alike). OAuth callback URLs,
 * the popup result's postMessage target and the accepted Origin header all come from here.
 */
export function publicOriginOf(request: Request, configured: string | undefined): string {
  return configured ?? requestOrigin(request);
}

/** `protocol://host` of the request itself (with TRUST_PROXY, as the proxy saw it). */
export function requestOrigin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
