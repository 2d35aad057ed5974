// A guest player over real HTTP for the benches: node:http with kept-alive sockets (far less client CPU than
// fetch, which would share the server's two cores), and one whole game as the web client plays it.
import { PLAYER_TOKEN_HEADER, ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { Agent, request } from 'node:http';

export const CALLS = ['create', 'words', 'answer', 'follow-up', 'complete'] as const;
export type Call = (typeof CALLS)[number];

export type ReplyBody = Record<string, unknown>;

/** A call the server answered with a status outside 2xx (a dropped connection is a plain Error). */
export class CallFailed extends Error {
  constructor(
    readonly call: Call,
    message: string,
  ) {
    super(message);
  }
}

export type GameClient = (
  call: Call,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  token?: string,
) => Promise<ReplyBody>;

export function gameClient(
  baseUrl: string,
  options: { maxSockets: number; onReply?: (call: Call, milliseconds: number) => void },
): GameClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  return (call, method, urlPath, body, token) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const startedAt = performance.now();
      const outgoing = request(
        {
          agent,
          hostname,
          port,
          method,
          path: urlPath,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token === undefined ? {} : { [PLAYER_TOKEN_HEADER]: token }),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            options.onReply?.(call, performance.now() - startedAt);
            const text = Buffer.concat(chunks).toString('utf8');
            const status = incoming.statusCode ?? 0;
            if (status < 200 || status >= 300) {
              reject(new CallFailed(call, `${status} ${text.slice(0, 200)}`));
              return;
            }
            resolve(JSON.parse(text) as ReplyBody);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

/** An answer the server acknowledged (2xx with its verdict), for the durability check. */
export interface AcknowledgedAnswer {
  code: string;
  roundNumber: number;
  reply: ReplyBody;
}

export interface PlayOptions {
  /** Pause before each call, as a person would think (0: none). */
  thinkMs?: number;
  onCreated?: (code: string) => void;
  onAnswer?: (answer: AcknowledgedAnswer) => void;
}

function pause(milliseconds: number): Promise<void> {
  return milliseconds > 0 ? new Promise((resolve) => setTimeout(resolve, milliseconds)) : Promise.resolve();
}

function pick<Item>(items: Item[]): Item {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** One guest game, guessing: about half the rounds get a follow-up, answered with a random option. */
export async function playGame(client: GameClient, options: PlayOptions = {}): Promise<void> {
  const thinkMs = options.thinkMs ?? 0;
  const created = await client('create', 'POST', '/api/sessions/create', {
    playerName: 'Load',
    totalRounds: ROUNDS_PER_GAME,
  });
  const code = String(created.sessionCode);
  const token = String(created.playerToken);
  options.onCreated?.(code);
  await pause(thinkMs);
  const served = await client(
    'words',
    'GET',
    `/api/words/session/${code}?count=10&language=english`,
    undefined,
    token,
  );
  const words = served.words as Array<{ id: string }>;
  const answersPath = `/api/sessions/${code}/answers`;
  for (let roundNumber = 1; roundNumber <= ROUNDS_PER_GAME; roundNumber += 1) {
    const wordId = words[roundNumber - 1]!.id;
    await pause(thinkMs);
    const playerAnswer = Math.random() < 0.5;
    const answered = await client(
      'answer',
      'POST',
      answersPath,
      { wordId, roundNumber, playerAnswer },
      token,
    );
    options.onAnswer?.({ code, roundNumber, reply: answered });
    if (answered.stage === 'followup') {
      const { options: choices } = answered.followup as { options: string[] };
      await pause(thinkMs);
      const followupAnswer = pick(choices);
      const finished = await client(
        'follow-up',
        'POST',
        answersPath,
        { wordId, roundNumber, followupAnswer },
        token,
      );
      options.onAnswer?.({ code, roundNumber, reply: finished });
    }
  }
  await pause(thinkMs);
  await client('complete', 'POST', `/api/sessions/${code}/complete`, {}, token);
}
