// The command line of `npm run bots`: how many lobbies of four, how their players connect, and how many
// watch each lobby.
import { parseArgs } from 'node:util';

export const BOT_MODES = ['ws', 'rest', 'mixed'] as const;
export type BotMode = (typeof BOT_MODES)[number];
/** How REST bots poll: the spec's plain polls each 1-2 s, or long polls with Prefer: wait. */
export const POLL_STYLES = ['plain', 'long'] as const;
export type PollStyle = (typeof POLL_STYLES)[number];

export interface BotsOptions {
  lobbies: number;
  mode: BotMode;
  /** Print one JSON object instead of the text lines. */
  isJson: boolean;
  /** How long each side of the GET game throughput comparison runs. */
  getSeconds: number;
  /** Watchers per lobby, over WebSocket, each calling once a round (0: none). */
  watchers: number;
  poll: PollStyle;
  /** Server processes on the machine's Redis (1: one process, no Redis). */
  processes: number;
}

const USAGE =
  'usage: npm run bots -- --lobbies N --mode ws|rest|mixed [--poll plain|long (REST bots, default plain)] [--watchers W (per lobby, default 0)] [--json] [--get-seconds S (default 5)] [--processes 1|2 (on Redis, default 1)]';

function isBotMode(value: string): value is BotMode {
  return (BOT_MODES as readonly string[]).includes(value);
}

function isPollStyle(value: string): value is PollStyle {
  return (POLL_STYLES as readonly string[]).includes(value);
}

function wholeNumber(text: string, name: string, least = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${name} must be a whole number >= ${least}\n${USAGE}`);
  return value;
}

export function readBotsOptions(argv: string[]): BotsOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      lobbies: { type: 'string', default: '10' },
      mode: { type: 'string', default: 'mixed' },
      json: { type: 'boolean', default: false },
      'get-seconds': { type: 'string', default: '5' },
      watchers: { type: 'string', default: '0' },
      poll: { type: 'string', default: 'plain' },
      processes: { type: 'string', default: '1' },
    },
  });
  if (!isBotMode(values.mode)) throw new Error(`--mode must be ws, rest or mixed\n${USAGE}`);
  if (!isPollStyle(values.poll)) throw new Error(`--poll must be plain or long\n${USAGE}`);
  return {
    lobbies: wholeNumber(values.lobbies, 'lobbies'),
    mode: values.mode,
    isJson: values.json,
    getSeconds: wholeNumber(values['get-seconds'], 'get-seconds'),
    watchers: wholeNumber(values.watchers, 'watchers', 0),
    poll: values.poll,
    processes: wholeNumber(values.processes, 'processes'),
  };
}
