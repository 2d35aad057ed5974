import './ws-polyfill';
import { ConfigError } from './config/read-config';
import { loadConfig } from './config/load-config';
import { createLogger } from './logging/logger';
import { createGameServer } from './server/create-game-server';
import { onShutdownSignal, SHUTDOWN_SIGNALS } from './server/shutdown-signals';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = createGameServer(config, { logger });

  // A draining stop on SIGTERM, at once on SIGINT or a second SIGTERM (shutdown-signals.ts).
  const onSignal = onShutdownSignal(server, (code) => process.exit(code), logger);
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => onSignal(signal));
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
