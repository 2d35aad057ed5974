# The production image used by docker-compose.yml: one game-server process serving REST, WebSocket and the
# built web app on one port, run as compiled JavaScript by plain node (issue 21).

# Build: every dependency (the dev ones build the web app, the word bank and the server bundle).
FROM node:20-bookworm AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The whole tree before installing: postinstall applies patches/ and package.json's overrides name in-repo
# packages.
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build && npm run words:ensure && node scripts/build-server.mjs

# Run: production dependencies only (no tsx, no esbuild); the server loads its npm packages, their data files
# (WordNet, word lists) and better-sqlite3's native code from node_modules.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=2567
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/shared-schema/package.json shared-schema/
COPY --from=build /app/word-generator/package.json word-generator/
COPY --from=build /app/game-server/package.json game-server/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/tests/store/wire-server/unused-dependency tests/store/wire-server/unused-dependency
# Scripts off: the root postinstall runs patch-package, a dev tool for the test suite's wire server. Only the
# game server's workspaces install. better-sqlite3's native module is copied from the build stage (same base
# image, same Node), so the slim image needs no compiler.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace game-server --workspace word-generator --workspace shared-schema \
  && npm cache clean --force
COPY --from=build /app/node_modules/better-sqlite3/build node_modules/better-sqlite3/build
COPY --from=build /app/game-server/dist game-server/dist
COPY --from=build /app/game-server/seed/word-bank.json game-server/seed/word-bank.json
COPY --from=build /app/web/dist web/dist
# The embedded store's directory (DATA_DIR=./data) when no MONGODB_URI is set, owned by the user that runs.
RUN mkdir -p data && chown node:node data
EXPOSE 2567
USER node
CMD ["node", "game-server/dist/main.js"]
