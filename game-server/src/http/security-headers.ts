import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Sets the headers on a bare Node response too (Colyseus's /matchmake answers never pass through Express). */
export type SecurityHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser-side rules every answer carries (issue 11, the edge). helmet builds the header values once
 * here, so a request only pays for a dozen setHeader calls.
 *
 * The policy fits what `npm run build` produces: one module script and one stylesheet from /assets, no
 * inline script or style, so neither needs 'unsafe-inline' (React's `style` prop goes through the CSSOM,
 * which CSP does not govern). Images: the data: favicon in index.html and providers' https avatars.
 * connect-src 'self' covers fetch and, in CSP level 3, a WebSocket to this same host. An ad network, once
 * configured, must add its origins here. The sign-in popup's result page replaces this policy with its own
 * nonce-only one (auth/popup-result-page.ts).
 */
export function securityHeaders(options: { isProduction: boolean }): SecurityHeaders {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
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
