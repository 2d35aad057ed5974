import { z } from 'zod';

// In a browser, zod runs its schemas without compiling code: the web app's Content-Security-Policy allows
// no eval (game-server/src/http/security-headers.ts), and zod's one probe for it (`new Function("")`, caught)
// is still reported as a policy violation on every page load. The server keeps zod's compiled parsers.
// index.ts imports this first: zod decides for each object schema when the schema is created.
if ((globalThis as { document?: unknown }).document !== undefined) {
  z.config({ jitless: true });
}
