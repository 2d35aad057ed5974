// The plans' move to roles retired a user's stored `subscription` and `subscriptionExpires`: the plan now derives from roles
// and wordsmithUntil (domain/user.ts). Accounts stored before may still carry them (the embedded driver's
// migration 8 rewrites its rows; a mongo document keeps them until it is rewritten), so both drivers read
// users through this: a stale plan must never reach a UserRecord, where a service could pass it on.

interface RetiredUserFields {
  subscription?: unknown;
  subscriptionExpires?: unknown;
}

/** The stored user document without the fields the move to roles retired. */
export function withoutRetiredUserFields<Document extends object>(stored: Document): Document {
  const {
    subscription: _subscription,
    subscriptionExpires: _subscriptionExpires,
    ...current
  } = stored as Document & RetiredUserFields;
  return current as Document;
}
