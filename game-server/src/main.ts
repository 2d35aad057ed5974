import './ws-polyfill';
import { ConfigError } from './config/read-config';
import { loadConfig } from './config/load-config';
import { createLogger } from './logging/logger';
import { createGameServer } from './server/create-game-server';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = createGameServer(config, { logger });

  // Graceful shutdown (docs/design.md decision 10): stop taking requests, dispose rooms, close the store, exit.
  // Ctrl-C reaches both `npm start`'s launcher and this process, so a repeated signal is expected: ignore it
  // rather than let Node's default handler kill the process halfway through closing the store.
  let isShuttingDown = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (isShuttingDown) {
        return;
      }
      isShuttingDown = true;
      logger.info({ signal }, 'shutting down');
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  const { port } = await server.listen();
  logger.info(`Bluffle is ready at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  // A bad configuration names its variable, a taken port says what to do; anything else gets its stack.
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${(error as { port?: number }).port} is already in use: stop the other server or set PORT.`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
