// The physical baseline of `npm run bots`: the lobby room's message pattern on a bare `ws` server, with no
// matchmaking, schema sync, sessions or store. Each answer is read as JSON, checked with the shared
// answerMessageSchema, written into a small object, and a small JSON patch goes to the lobby's four sockets;
// rounds close when all four answered (or after 15 s), with the product's 3 s results pause, as the room's
// do. Sockets connect to /?lobby=<id>&seat=<0-3>; messages are JSON [type, payload]. Answers /ready.
import {
  answerMessageSchema,
  MAX_LOBBY_PLAYERS,
  MULTIPLAYER_ROUND_SECONDS,
  ROUNDS_PER_GAME,
} from '@bluffle/shared-schema';
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const RESULTS_MS = 3000;
const port = Number(process.env.PORT);

interface RawLobby {
  status: 'waiting' | 'playing' | 'round-results' | 'finished';
  round: number;
  answers: (boolean | null)[];
  sockets: WebSocket[];
  roundTimer: NodeJS.Timeout | undefined;
}

const lobbies = new Map<string, RawLobby>();

function broadcast(lobby: RawLobby, patch: object): void {
  const text = JSON.stringify(patch);
  for (const socket of lobby.sockets) socket.send(text);
}

function openRound(lobby: RawLobby, round: number): void {
  lobby.round = round;
  lobby.status = 'playing';
  lobby.answers = lobby.answers.map(() => null);
  lobby.roundTimer = setTimeout(() => endRound(lobby), MULTIPLAYER_ROUND_SECONDS * 1000);
  broadcast(lobby, { status: lobby.status, round });
}

function endRound(lobby: RawLobby): void {
  clearTimeout(lobby.roundTimer);
  lobby.status = 'round-results';
  broadcast(lobby, { status: lobby.status, round: lobby.round });
  setTimeout(() => {
    if (lobby.round < ROUNDS_PER_GAME) openRound(lobby, lobby.round + 1);
    else {
      lobby.status = 'finished';
      broadcast(lobby, { status: lobby.status, round: lobby.round });
    }
  }, RESULTS_MS);
}

function onMessage(lobby: RawLobby, seat: number, data: string): void {
  const [type, payload] = JSON.parse(data) as [string, unknown];
  if (type === 'start' && lobby.status === 'waiting') {
    openRound(lobby, 1);
    return;
  }
  if (type !== 'answer') return;
  const parsed = answerMessageSchema.safeParse(payload);
  if (!parsed.success || lobby.status !== 'playing' || parsed.data.roundNumber !== lobby.round) return;
  if (lobby.answers[seat] !== null) return;
  lobby.answers[seat] = parsed.data.answer;
  broadcast(lobby, { round: lobby.round, seat, hasAnswered: true });
  if (lobby.answers.every((answer) => answer !== null)) endRound(lobby);
}

const server = createServer((request, response) => {
  response.writeHead(request.url === '/ready' ? 200 : 404, { 'content-type': 'application/json' });
  response.end('{}');
});
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket, request) => {
  const query = new URL(request.url ?? '/', 'http://raw').searchParams;
  const lobbyId = query.get('lobby') ?? '';
  const seat = Number(query.get('seat'));
  let lobby = lobbies.get(lobbyId);
  if (lobby === undefined) {
    lobby = {
      status: 'waiting',
      round: 0,
      answers: Array.from({ length: MAX_LOBBY_PLAYERS }, () => null),
      sockets: [],
      roundTimer: undefined,
    };
    lobbies.set(lobbyId, lobby);
  }
  const joined = lobby;
  joined.sockets.push(socket);
  socket.on('message', (data) => onMessage(joined, seat, String(data)));
  socket.on('close', () => {
    joined.sockets = joined.sockets.filter((other) => other !== socket);
    if (joined.sockets.length === 0) {
      clearTimeout(joined.roundTimer);
      lobbies.delete(lobbyId);
    }
  });
  socket.send(JSON.stringify({ status: joined.status, seated: joined.sockets.length }));
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
