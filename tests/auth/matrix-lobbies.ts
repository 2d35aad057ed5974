import type { LobbyActionResponse, LobbyResponse, MultiplayerGameView } from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';

// Lobbies for the authorization matrix: each multiplayer call gets a fresh lobby in the stage where the call
// is legal for the caller, so a signed-in caller's 2xx shows the rule lets them in (and a guest's 401 is the
// rule, not the lobby). The caller hosts when signed in; a partner account fills the other seat.

export type LobbyStage = 'waiting' | 'ready' | 'started' | 'finished';

export interface MatrixLobby {
  code: string;
  /** The partner's player id (someone for the host to remove). */
  partnerId: string;
}

let partners = 0;

async function signedInAgent(baseUrl: string, username: string): Promise<BrowserAgent> {
  const agent = new BrowserAgent();
  const response = await agent.json(`${baseUrl}/auth/local`, { body: { username } });
  if (response.status !== 200) throw new Error(`partner sign-in failed: ${response.status}`);
  return agent;
}

async function post<Body = LobbyActionResponse>(
  agent: BrowserAgent,
  baseUrl: string,
  path: string,
  body: object,
) {
  const response = await agent.json<Body>(`${baseUrl}/api/multiplayer/${path}`, { body });
  if (response.status >= 300)
    throw new Error(`${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function waitForGame(
  agent: BrowserAgent,
  baseUrl: string,
  code: string,
  isDone: (game: MultiplayerGameView) => boolean,
): Promise<MultiplayerGameView> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const game = (await agent.json<MultiplayerGameView>(`${baseUrl}/api/multiplayer/game/${code}`)).body;
    if (isDone(game)) return game;
    if (Date.now() > deadline)
      throw new Error(`lobby ${code} never reached the stage: ${JSON.stringify(game)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A lobby hosted by `host` (for a guest caller, by another account) with a partner in the second seat, taken to
 * `stage`: waiting, partner ready, started, or finished.
 */
export async function matrixLobby(
  baseUrl: string,
  host: BrowserAgent | null,
  stage: LobbyStage,
): Promise<MatrixLobby> {
  const hostAgent = host ?? (await signedInAgent(baseUrl, `Matrix Host ${(partners += 1)}`));
  const partner = await signedInAgent(baseUrl, `Matrix Partner ${(partners += 1)}`);
  const { lobby } = await post<LobbyResponse>(hostAgent, baseUrl, 'create', {});
  const joined = await post<LobbyResponse>(partner, baseUrl, 'join', { lobbyCode: lobby.lobbyCode });
  const partnerId = joined.lobby.players.find((player) => !player.isHost)?.id ?? '';
  const code = lobby.lobbyCode;
  if (stage === 'waiting') return { code, partnerId };
  await post(partner, baseUrl, 'ready', { lobbyCode: code, isReady: true });
  if (stage === 'ready') return { code, partnerId };
  await post(hostAgent, baseUrl, 'start', { lobbyCode: code });
  if (stage === 'started') return { code, partnerId };
  for (let round = 1; round <= 5; round += 1) {
    await waitForGame(
      partner,
      baseUrl,
      code,
      (game) => game.gameStatus === 'playing' && game.currentRound === round,
    );
    await post(hostAgent, baseUrl, 'answer', { lobbyCode: code, roundNumber: round, answer: true });
    await post(partner, baseUrl, 'answer', { lobbyCode: code, roundNumber: round, answer: true });
  }
  await waitForGame(partner, baseUrl, code, (game) => game.gameStatus === 'finished');
  return { code, partnerId };
}

/** A lobby the caller is not in: a partner hosts it, waiting for players. */
export async function lobbyToJoin(baseUrl: string): Promise<string> {
  const host = await signedInAgent(baseUrl, `Matrix Host ${(partners += 1)}`);
  return (await post<LobbyResponse>(host, baseUrl, 'create', {})).lobby.lobbyCode;
}

/** A guest watching `code`: the token its reads and calls carry. */
export async function matrixWatcher(baseUrl: string, code: string): Promise<string> {
  const response = await new BrowserAgent().json<{ watcherId: string }>(`${baseUrl}/api/multiplayer/watch`, {
    body: { code },
  });
  if (response.status !== 200) throw new Error(`watch failed: ${response.status}`);
  return response.body.watcherId;
}
