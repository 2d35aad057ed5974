/**
 * Prints an account's plan, Stripe customer, subscriptions and the webhook events applied to it, for an
 * operator reconciling payments with Stripe's dashboard:
 *   npm run payments:account -- <email-or-user-id>
 * Uses the server's own configuration (.env, DATA_DIR or MONGODB_URI); reads only.
 */
import { loadConfig } from '../game-server/src/config/load-config';
import { ConfigError } from '../game-server/src/config/read-config';
import { createStore } from '../game-server/src/store/create-store';
import { billingReport } from './payments/billing-report';

async function main(): Promise<void> {
  const target = process.argv[2]?.trim();
  if (!target || process.argv.length !== 3) {
    throw new ConfigError('Usage: npm run payments:account -- <email-or-user-id>');
  }
  const config = loadConfig();
  const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  try {
    const lines = await billingReport(store, target, Date.now());
    if (lines === null) {
      console.error(`No user '${target}'.`);
      process.exitCode = 1;
      return;
    }
    console.log(lines.join('\n'));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
