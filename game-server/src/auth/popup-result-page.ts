import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGE_SOURCE,
  type AuthErrorCode,
  type AuthProviderName,
  type AuthResultMessage,
} from '@bluffle/shared-schema';
import type { Response } from 'express';

export type PopupOutcome = { ok: true } | { ok: false; code: AuthErrorCode; message: string };

/** JSON that is safe inside a <script> element: no `</script>`, no line separators that end a JS string. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page the sign-in popup ends on (docs/product.md §4 Authentication; docs/design.md decision 5). It posts the outcome to
 * its opener, only at our public origin, and closes; the user is not in the message (the client asks
 * GET /api/users/me). The same outcome also goes out on a BroadcastChannel, for browsers where the
 * provider's pages cut the popup from its opener. Without an opener it goes to the app (`/?error=<code>`
 * on failure). No external resource is loaded; the inline script runs under a nonce-only CSP.
 */
export function sendPopupResult(
  response: Response,
  outcome: PopupOutcome,
  targetOrigin: string,
  provider?: AuthProviderName,
): void {
  const message: AuthResultMessage = outcome.ok
    ? { source: AUTH_MESSAGE_SOURCE, ok: true }
    : { source: AUTH_MESSAGE_SOURCE, ok: false, code: outcome.code, message: outcome.message };
  // The provider rides along so the app can pick its own wording (the Facebook 'not configured' message).
  const fallback = outcome.ok
    ? '/'
    : `/?error=${encodeURIComponent(outcome.code)}${provider ? `&provider=${provider}` : ''}`;
  const nonce = randomBytes(16).toString('base64');
  const text = outcome.ok ? 'Signed in. You can close this window.' : outcome.message;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bluffle sign-in</title></head>
<body>
<p id="result">${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  var targetOrigin = ${scriptJson(targetOrigin)};
  try { var channel = new BroadcastChannel(${scriptJson(AUTH_MESSAGE_SOURCE)}); channel.postMessage(message); channel.close(); } catch (e) {}
  if (window.opener && !window.opener.closed) {
    try { window.opener.postMessage(message, targetOrigin); } catch (e) {}
    window.close();
  } else {
    window.location.replace(${scriptJson(fallback)});
  }
})();
</script>
</body>
</html>
`;
  response
    .status(outcome.ok ? 200 : outcome.code === 'login-failed' ? 500 : 400)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}
