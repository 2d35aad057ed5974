// A MongoDB-wire-compatible server in memory (@push.rocks/smartmongo's, patched: README "Running with MongoDB
// and Redis"), for the store tests when no MONGODB_URI names a real MongoDB. Run as its own process so the
// driver reaches it over a socket, as it would a real one: prints its URI on the first line of stdout, and
// stops when its stdin closes (the test process that started it ended, however it ended).
import { CongoServer } from '@push.rocks/smartmongo/dist_ts/congodb/index.js';

async function serve(): Promise<void> {
  const server = new CongoServer({ host: '127.0.0.1', port: 0 });
  await server.start();
  process.stdout.write(`${server.getConnectionUri()}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void server.stop().then(() => process.exit(0));
  });
}

void serve();
