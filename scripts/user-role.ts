/**
 * Grants or revokes a role (issue "Accounts, sign-in and roles"):
 *   npm run user:role -- grant|revoke admin|wordsmith|lexivestor <email, user id or local account name>
 * A local account is found by its name as it was typed at sign-in, in any case ('Ada Lovelace').
 * Uses the server's own configuration (.env, DATA_DIR or MONGODB_URI, with the server's defaults), so it
 * changes the store the server uses; a running server sees the change on the user's next request (roles are
 * read per request). It says which database it used, and refuses one that does not exist rather than make it.
 */
import { RoleChangeError, changeUserRole, parseRoleCommand } from '../game-server/src/auth/change-user-role';
import { readServerConfig } from '../game-server/src/config/load-config';
import { ConfigError } from '../game-server/src/config/read-config';
import { StoreMissingError, openExistingStore, storeLocation } from '../game-server/src/store/existing-store';

async function main(): Promise<void> {
  const command = parseRoleCommand(process.argv.slice(2));
  const config = readServerConfig();
  const storeOptions = { mongodbUri: config.mongodbUri, dataDir: config.dataDir };
  const store = await openExistingStore(storeOptions);
  console.log(`Database: ${storeLocation(storeOptions)}`);
  try {
    const { user, changed } = await changeUserRole(store, command, {
      canLocalAccountsHaveRoles: config.auth.canLocalAccountsHaveRoles,
    });
    const verb = command.action === 'grant' ? 'granted to' : 'revoked from';
    console.log(
      changed
        ? `${command.role} ${verb} ${user.id} (${user.username}). Roles now: ${user.roles.join(', ') || 'none'}.`
        : `Nothing to do: ${user.id} ${command.action === 'grant' ? 'already has' : 'does not have'} ${command.role}.`,
    );
    if (user.provider === 'local' && command.action === 'grant') {
      // Allowed because LOCAL_SIGN_IN=on: anyone who types this name gets this account and its role.
      console.warn(
        'Warning: this is a local (name-only) account; keep LOCAL_SIGN_IN off where that matters.',
      );
    }
    if (command.action === 'revoke' && command.role === 'admin') {
      console.log('ADMIN_EMAILS will not make this account an admin again; grant admin here to undo.');
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof RoleChangeError ||
    error instanceof ConfigError ||
    error instanceof StoreMissingError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
