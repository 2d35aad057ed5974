// passport puts the signed-in user on request.user; here that is the stored user record, read afresh from
// the store on every request (a deleted user is signed out, a granted role applies at once), with the roles
// in force at that instant (domain/user.ts SignedInUser: a paid subscription that ended no longer counts).
import type { SignedInUser } from '../domain/user';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUser {}
  }
}

export {};
