import {
  MULTIPLAYER_ROUTES,
  type LobbyActionResponse,
  type LobbyResponse,
  type LobbyView,
  type MultiplayerGameView,
  type PlayLanguage,
  type SeatCommand,
  type WatchLobbyResponse,
  type WatcherCommand,
} from '@bluffle/shared-schema';
import { httpClient, type PolledView, type PollingHttpClient, type PollOptions } from './http-client';

/**
 * The REST multiplayer calls (docs/product.md §7), the fallback when WebSockets are unavailable. The session cookie
 * names the player, so no userId is sent: the server would only check it against the cookie anyway.
 */
export interface MultiplayerApi {
  create(language: PlayLanguage): Promise<LobbyResponse>;
  join(lobbyCode: string): Promise<LobbyResponse>;
  /**
   * A seat's lobby command as it is (POST /command, the same command a live seat sends the room), so a
   * polling seat does all a live one does.
   */
  command(lobbyCode: string, command: SeatCommand): Promise<LobbyActionResponse>;
  nextRound(lobbyCode: string): Promise<unknown>;
  leave(lobbyCode: string): Promise<unknown>;
  lobby(lobbyCode: string): Promise<LobbyView>;
  game(lobbyCode: string): Promise<MultiplayerGameView>;
  /** Watching without a seat: anyone, guest included; the watcherId names the watcher's calls. */
  watch(lobbyCode: string): Promise<WatchLobbyResponse>;
  /** The watcher's poll: the game view itself, as a player's game poll (so it shares its ETag). */
  watchedGame(lobbyCode: string, watcherId: string): Promise<MultiplayerGameView>;
  /**
   * Long polls of the same views: held by the server while the view named by the ETag is current
   * but for its countdown, until the lobby changes or the wait ends (a null view: the one held stands).
   */
  pollLobby(lobbyCode: string, poll: PollOptions): Promise<PolledView<LobbyView>>;
  pollGame(lobbyCode: string, poll: PollOptions): Promise<PolledView<MultiplayerGameView>>;
  pollWatchedGame(
    lobbyCode: string,
    watcherId: string,
    poll: PollOptions,
  ): Promise<PolledView<MultiplayerGameView>>;
  /** A watcher's command (a call), known by the watcherId watch gave. */
  watcherCommand(lobbyCode: string, watcherId: string, command: WatcherCommand): Promise<LobbyActionResponse>;
}

const routes = MULTIPLAYER_ROUTES;
const lobbyPath = (code: string) => routes.lobby.toPath({ code });
const gamePath = (code: string) => routes.game.toPath({ code });
const watchedGamePath = (code: string, watcherId: string) =>
  `${routes.watchedGame.toPath({ code })}?watcherId=${encodeURIComponent(watcherId)}`;

export function createMultiplayerApi(http: PollingHttpClient = httpClient): MultiplayerApi {
  const post = <T>(route: { toPath: () => string }, body: object) =>
    http.request<T>(route.toPath(), { method: 'POST', body });
  return {
    create: (language) => post(routes.create, { language }),
    join: (lobbyCode) => post(routes.join, { lobbyCode }),
    command: (lobbyCode, command) => post(routes.command, { lobbyCode, command }),
    nextRound: (lobbyCode) => post(routes.nextRound, { lobbyCode }),
    leave: (lobbyCode) => post(routes.leave, { lobbyCode }),
    lobby: (lobbyCode) => http.request<LobbyView>(lobbyPath(lobbyCode)),
    game: (lobbyCode) => http.request<MultiplayerGameView>(gamePath(lobbyCode)),
    watch: (lobbyCode) => post(routes.watch, { lobbyCode }),
    watchedGame: (code, watcherId) => http.request<MultiplayerGameView>(watchedGamePath(code, watcherId)),
    pollLobby: (lobbyCode, poll) => http.poll<LobbyView>(lobbyPath(lobbyCode), poll),
    pollGame: (lobbyCode, poll) => http.poll<MultiplayerGameView>(gamePath(lobbyCode), poll),
    pollWatchedGame: (code, watcherId, poll) =>
      http.poll<MultiplayerGameView>(watchedGamePath(code, watcherId), poll),
    watcherCommand: (lobbyCode, watcherId, { round, calledReal }) =>
      post(routes.watchCall, { lobbyCode, watcherId, round, calledReal }),
  };
}

export const multiplayerApi = createMultiplayerApi();
