# The production-like image used by docker-compose.yml: one game-server process serving REST, WebSocket and the
# built web app on one port.
FROM node:20-bookworm
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY shared-schema/package.json shared-schema/
COPY word-generator/package.json word-generator/
COPY game-server/package.json game-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run words:ensure
ENV NODE_ENV=production PORT=2567
EXPOSE 2567
CMD ["node", "--import", "tsx", "game-server/src/main.ts"]
