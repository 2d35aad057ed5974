import type { LobbyUser } from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';

/** The account as its seat shows it: its picture, and the name the player chose or the username. */
export function lobbyUserOf(user: UserRecord, playerName?: string): LobbyUser {
  return { id: user.id, name: playerName ?? user.username, avatar: user.avatar ?? '' };
}
