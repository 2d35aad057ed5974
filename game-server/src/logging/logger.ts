import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/read-config';

export type { Logger };

/** One logger for the process (STYLE habit 9): structured JSON lines on stdout (docs/design.md decision 10). */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'bluffle-game-server' } });
}
