// Sign-in sessions kept across restarts (issue "Accounts, sign-in and roles"). The store port speaks in
// this type; it does not define it.

/** A sign-in session (express-session's data, serialized by the caller) and when it stops being valid. */
export interface AuthSessionRecord {
  data: string;
  /** ISO 8601; the session is expired from this instant on. */
  expiresAt: string;
}
