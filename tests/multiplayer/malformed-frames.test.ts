// A seated client's malformed WebSocket frames are its mistakes, not server errors: each kind
// closes its socket with its close code as before, and the log gets one warn line without a stack per client
// a minute, counting the frames, instead of one error with a stack trace per frame from Colyseus.
import { Writable } from 'node:stream';
import { Protocol } from '@colyseus/core';
import pino from 'pino';
import { WebSocket } from 'ws';
import { CLIENT_MISTAKE_LINE_INTERVAL_MS } from '../../game-server/src/logging/client-mistake-log';
import { RestPlayer, signIn, type SignedInPlayer } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogLine {
  level: number;
  msg: string;
  component?: string;
  reason?: string;
  malformedFrames?: number;
  unloggedSinceLastLine?: number;
  [field: string]: unknown;
}

/** One WebSocket frame as a client writes it (RFC 6455 §5.2), payloads under 126 bytes. */
function frame(options: { opcode: number; payload: Buffer; isMasked?: boolean; rsv1?: boolean }): Buffer {
  const { opcode, payload, isMasked = true, rsv1 = false } = options;
  const head = Buffer.from([0x80 | (rsv1 ? 0x40 : 0) | opcode, (isMasked ? 0x80 : 0) | payload.length]);
  if (!isMasked) return Buffer.concat([head, payload]);
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(payload.map((byte, index) => byte ^ mask[index % 4]!));
  return Buffer.concat([head, mask, masked]);
}

/** A ROOM_DATA message of type 'ready' (msgpack fixstr) followed by these payload bytes. */
function roomData(payload: number[]): Buffer {
  return Buffer.from([Protocol.ROOM_DATA, 0xa5, ...Buffer.from('ready'), ...payload]);
}

const BINARY = 0x2;
const TEXT = 0x1;

/** Each kind, how it goes out (through ws, or written raw on the socket), and the close code it gets. */
const KINDS: Array<{ kind: string; send: (socket: WebSocket) => void; closeCode: number }> = [
  // An array of two holding one element: the data ends before its value does.
  { kind: 'bad MessagePack', send: (socket) => socket.send(roomData([0x92, 0x01])), closeCode: 4002 },
  { kind: 'trailing bytes', send: (socket) => socket.send(roomData([0x80, 0x01, 0x02])), closeCode: 4002 },
  { kind: 'oversized payload', send: (socket) => socket.send(Buffer.alloc(5000)), closeCode: 1009 },
  {
    kind: 'reserved opcode',
    send: (socket) => rawWrite(socket, frame({ opcode: 0x3, payload: Buffer.from([1]) })),
    closeCode: 1002,
  },
  {
    kind: 'unmasked frame',
    send: (socket) => rawWrite(socket, frame({ opcode: BINARY, payload: roomData([0x80]), isMasked: false })),
    closeCode: 1002,
  },
  {
    kind: 'reserved bit set',
    send: (socket) => rawWrite(socket, frame({ opcode: BINARY, payload: roomData([0x80]), rsv1: true })),
    closeCode: 1002,
  },
  {
    kind: 'invalid UTF-8 text',
    send: (socket) => rawWrite(socket, frame({ opcode: TEXT, payload: Buffer.from([0xff, 0xfe]) })),
    closeCode: 1007,
  },
];

/** Bytes straight onto the TCP socket under a ws client, bypassing its framing. */
function rawWrite(socket: WebSocket, bytes: Buffer): void {
  (socket as unknown as { _socket: { write(bytes: Buffer): void } })._socket.write(bytes);
}

describe('malformed WebSocket frames from a seated client', () => {
  const clock = new ManualClock();
  const lines: LogLine[] = [];
  let server: TestServer;
  let code: string;
  let prober: SignedInPlayer;

  beforeAll(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    server = await startTestServer({ clock, logger: pino({ level: 'info' }, capture) });
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Frame Host'));
    code = (await host.create()).body.lobby.lobbyCode;
    prober = await signIn(server.baseUrl, 'Frame Prober');
  });
  afterAll(() => server.close());

  /** A socket seated in the lobby (matchmaking, then the room's handshake), as the SDK would open it. */
  async function seatedSocket(): Promise<WebSocket> {
    const cookie = prober.agent.cookieHeaderFor(server.baseUrl);
    const reservation = await rest<{ sessionId: string; processId: string; roomId: string }>(
      server.baseUrl,
      `/matchmake/joinById/${code}`,
      { body: {}, headers: cookie },
    );
    expect(reservation.status).toBe(200);
    const { processId, roomId, sessionId } = reservation.body;
    const url = `ws://localhost:${server.port}/${processId}/${roomId}?sessionId=${sessionId}`;
    const socket = new WebSocket(url, { headers: cookie });
    socket.on('error', () => undefined);
    // The room's first message is its handshake: the seat is taken and the room reads frames.
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('close', (closeCode) => reject(new Error(`closed with ${closeCode} before seating`)));
    });
    return socket;
  }

  function closeCodeOf(socket: WebSocket): Promise<number> {
    return new Promise((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
  }

  it('closes each kind with its code and logs one warn line a minute per client, counted, with no stack', async () => {
    for (const { kind, send, closeCode } of KINDS) {
      const socket = await seatedSocket();
      const closed = closeCodeOf(socket);
      send(socket);
      expect({ kind, closeCode: await closed }).toEqual({ kind, closeCode });
    }

    const fromColyseus = lines.filter((line) => line.component === 'colyseus');
    expect(fromColyseus.filter((line) => line.level >= 50)).toEqual([]);
    const mistakes = fromColyseus.filter((line) => line.msg === 'malformed WebSocket frame from a client');
    // The first frame's line; the six after it within the minute are only counted.
    expect(mistakes).toHaveLength(1);
    expect(mistakes[0]).toMatchObject({ level: 40, malformedFrames: 1, unloggedSinceLastLine: 0 });
    for (const line of fromColyseus) {
      expect(line.level).toBeLessThanOrEqual(40);
      expect(JSON.stringify(line)).not.toMatch(/\n\s+at /);
    }

    // A minute on, the next frame gets a line again, with the count of those not logged.
    clock.advance(CLIENT_MISTAKE_LINE_INTERVAL_MS);
    const socket = await seatedSocket();
    const closed = closeCodeOf(socket);
    KINDS[0]!.send(socket);
    expect(await closed).toBe(KINDS[0]!.closeCode);
    const later = lines.filter((line) => line.msg === 'malformed WebSocket frame from a client');
    expect(later).toHaveLength(2);
    expect(later[1]).toMatchObject({
      level: 40,
      malformedFrames: KINDS.length + 1,
      unloggedSinceLastLine: KINDS.length - 1,
    });
    expect(later[1]?.reason).not.toContain('\n');
  });
});
