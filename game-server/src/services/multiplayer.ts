import {
  gameViewOf,
  lobbyViewOf,
  normaliseLobbyCode,
  type CreateLobbyBody,
  type JoinLobbyBody,
  type LobbyActionResponse,
  type LobbyResponse,
  type LobbySnapshot,
  type LobbyView,
  type MultiplayerGameView,
  type PlayLanguage,
} from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';
import type { LobbyUser } from '../multiplayer/lobby-game';
import { LobbyRefusedError } from '../multiplayer/lobby-refused-error';
import type { LobbyRestAction } from '../multiplayer/lobby-rest-action';
import type { LobbyRoomPort } from '../multiplayer/lobby-room-port';

/** The user as their seat shows them: the account's picture, and the name they chose or their username. */
function lobbyUserOf(user: UserRecord, playerName: string | undefined): LobbyUser {
  return { id: user.id, name: playerName ?? user.username, avatar: user.avatar ?? '' };
}

/** A typed code as the room looks it up: blank gets the spec's 'Please enter a lobby code'. */
function lobbyCodeOf(typed: string): string {
  const code = normaliseLobbyCode(typed);
  if (code.isRefused) throw new LobbyRefusedError(code.refusal);
  return code.value;
}

/**
 * The REST multiplayer calls (spec §7): each one is a call in the lobby's room, wherever it runs (DESIGN
 * decision 6), by the signed-in user. The room answers with its state, shaped here as the spec's views.
 */
export function createMultiplayerServices(lobbies: LobbyRoomPort) {
  async function act(typedCode: string, action: LobbyRestAction): Promise<LobbySnapshot> {
    const result = await lobbies.call(lobbyCodeOf(typedCode), action);
    if (!result.ok) throw new LobbyRefusedError(result.refusal);
    return result.snapshot;
  }
  const gameAfter = async (code: string, action: LobbyRestAction): Promise<LobbyActionResponse> => ({
    game: gameViewOf(await act(code, action)),
  });

  return {
    async createLobby(user: UserRecord, body: CreateLobbyBody): Promise<LobbyResponse> {
      const code = await lobbies.create({ language: body.language ?? 'english' });
      const snapshot = await act(code, { kind: 'join', user: lobbyUserOf(user, body.playerName) });
      return { lobby: lobbyViewOf(snapshot) };
    },
    async joinLobby(user: UserRecord, body: JoinLobbyBody): Promise<LobbyResponse> {
      const snapshot = await act(body.lobbyCode, { kind: 'join', user: lobbyUserOf(user, body.playerName) });
      return { lobby: lobbyViewOf(snapshot) };
    },
    setReady: (user: UserRecord, code: string, isReady: boolean) =>
      gameAfter(code, { kind: 'ready', userId: user.id, isReady }),
    startGame: (user: UserRecord, code: string) => gameAfter(code, { kind: 'start', userId: user.id }),
    leaveLobby: (user: UserRecord, code: string) => gameAfter(code, { kind: 'leave', userId: user.id }),
    answer: (user: UserRecord, code: string, roundNumber: number, answer: boolean) =>
      gameAfter(code, { kind: 'answer', userId: user.id, roundNumber, answer }),
    kickPlayer: (user: UserRecord, code: string, playerId: string) =>
      gameAfter(code, { kind: 'kick', userId: user.id, playerId }),
    setLanguage: (user: UserRecord, code: string, language: PlayLanguage) =>
      gameAfter(code, { kind: 'language', userId: user.id, language }),
    rematch: (user: UserRecord, code: string) => gameAfter(code, { kind: 'rematch', userId: user.id }),
    /** The room moves on by its own clock after the results pause; asking early changes nothing. */
    nextRound: (user: UserRecord, code: string) => gameAfter(code, { kind: 'read', userId: user.id }),
    async readLobby(user: UserRecord, code: string): Promise<LobbyView> {
      return lobbyViewOf(await act(code, { kind: 'read', userId: user.id }));
    },
    async readGame(user: UserRecord, code: string): Promise<MultiplayerGameView> {
      return gameViewOf(await act(code, { kind: 'read', userId: user.id }));
    },
  };
}

export type MultiplayerServices = ReturnType<typeof createMultiplayerServices>;
