// Every environment variable the game server reads, with what it means (DESIGN: Configuration). The README
// lists these; read-config.ts parses them. The first seven names are fixed so scripts and checks can rely on them.
export interface ConfigVariable {
  name: string;
  defaultValue: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'PORT',
    defaultValue: '2567',
    description: 'The one HTTP port: REST under /api, Colyseus WebSocket, web app.',
  },
  {
    name: 'DATA_DIR',
    defaultValue: './data',
    description: 'Where the embedded store (SQLite) keeps its files.',
  },
  {
    name: 'MONGODB_URI',
    defaultValue: 'unset',
    description:
      'mongodb:// or mongodb+srv:// URI; when set, the mongo driver is used instead of the embedded one.',
  },
  {
    name: 'REDIS_URL',
    defaultValue: 'unset',
    description:
      'redis:// URI; when set, Colyseus uses its Redis presence and driver so several processes cooperate.',
  },
  {
    name: 'PUBLIC_ADDRESS',
    defaultValue: 'unset',
    description: "This process's public host:port when several processes run behind one address.",
  },
  {
    name: 'SESSION_SECRET',
    defaultValue: 'random per start (development); required in production',
    description: 'Signs session cookies; at least 32 characters.',
  },
  {
    name: 'NODE_ENV',
    defaultValue: 'development',
    description: 'development, test or production; production refuses unsafe defaults.',
  },
  {
    name: 'LOG_LEVEL',
    defaultValue: 'info',
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST_DIR',
    defaultValue: '<repo>/web/dist',
    description: 'The built web app, served for every path outside /api.',
  },
  {
    name: 'WORD_BANK_FILE',
    defaultValue: '<repo>/game-server/seed/word-bank.json',
    description: 'The starter word bank loaded on first start, when the store holds no words.',
  },
  {
    name: 'BODY_LIMIT',
    defaultValue: '100kb',
    description: 'Largest accepted JSON request body (e.g. 100kb, 1mb); larger bodies get 413.',
  },
];
