import type { IncomingMessage, ServerResponse } from 'node:http';
import { ADSENSE_SCRIPT_ORIGIN } from '@bluffle/shared-schema';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { PaymentsConfig } from '../config/payments-config';

/** Sets the headers on a bare Node response too (Colyseus's /matchmake answers never pass through Express). */
export type SecurityHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  isProduction: boolean;
  /** config.payments.adsense: the ad network's origins are allowed only while its ids are configured. */
  adsense: PaymentsConfig['adsense'];
}

/**
 * What AdSense's script needs beyond our own origin, added only with ADSENSE_CLIENT set (docs/product.md §9 Ads): the
 * script and its calls home on pagead2, and the frames its ads render in, served from Google's ad hosts
 * (images are already allowed from any https origin). Google documents no such list: it supports only a
 * nonce-based 'strict CSP' for AdSense because these hosts change (support.google.com/adsense/answer/16283098),
 * so this allowlist is a best effort to re-check in a browser against a live ad unit.
 */
const ADSENSE_SOURCES = {
  'script-src': [ADSENSE_SCRIPT_ORIGIN],
  'connect-src': [ADSENSE_SCRIPT_ORIGIN],
  'frame-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://www.google.com'],
} as const;

/**
 * The browser-side rules every answer carries (the edge). helmet builds the header values once
 * here, so a request only pays for a dozen setHeader calls.
 *
 * The policy fits what `npm run build` produces: one module script and one stylesheet from /assets, no
 * inline script or style, so neither needs 'unsafe-inline' (React's `style` prop goes through the CSSOM,
 * which CSP does not govern). Images: the data: favicon in index.html and providers' https avatars.
 * connect-src 'self' covers fetch and, in CSP level 3, a WebSocket to this same host. The ad network's
 * origins join only when it is configured (ADSENSE_SOURCES); without it no third-party script may load.
 * The sign-in popup's result page replaces this policy with its own nonce-only one (auth/popup-result-page.ts).
 */
export function securityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  const ads = options.adsense === null ? null : ADSENSE_SOURCES;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(ads?.['script-src'] ?? [])],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(ads?.['connect-src'] ?? [])],
        // Without ads, frames fall back to default-src 'self'.
        ...(ads === null ? {} : { 'frame-src': ["'self'", ...ads['frame-src']] }),
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Only behind TLS: on http://localhost it would send the app's own requests to an https port nobody serves.
        ...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Same-origin pages keep their Referer (the cross-site guard's fallback); other sites learn nothing,
    // not even a session code in the address.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // The sign-in popup must keep its opener; /auth answers drop this header (allowSignInPopupOpener).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Browsers remember it for a year; over plain http in development it would lock localhost out of http.
    strictTransportSecurity: options.isProduction
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
}

/**
 * For the sign-in popup's pages (/auth): its journey goes through the provider's site and back, and a
 * Cross-Origin-Opener-Policy on our side of it would cut the popup from the app that opened it, so the
 * result could not be posted back and the popup could not close itself.
 */
export const allowSignInPopupOpener: RequestHandler = (_request, response, next) => {
  response.removeHeader('Cross-Origin-Opener-Policy');
  next();
};

/**
 * The headers securityHeaders sets, as a list written once: they are the same for every answer (no nonce, no
 * per-request part), so the poll lane (poll-lane.ts), which answers outside Express, sends the same ones
 * without calling helmet per request.
 */
export function fixedSecurityHeaders(
  options: SecurityHeadersOptions,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  securityHeaders(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error !== undefined) throw error;
    },
  );
  return [...headers.entries()];
}
