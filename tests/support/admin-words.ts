import { CSV_COLUMNS, type CsvColumn, type UserRole } from '@bluffle/shared-schema';
import type { UserRecord } from '../../game-server/src/domain/user';
import type { BrowserAgent } from './browser-agent';
import { signIn } from './lobby-players';

// Accounts and CSV files for the admin word tools' tests.

export type SeededUser = Omit<UserRecord, 'createdAt' | 'updatedAt'>;

/** A local-sign-in account with these roles, as a test stores it before the server starts. */
export function localUser(name: string, roles: UserRole[]): SeededUser {
  return {
    id: `local:${name}`,
    username: name,
    email: null,
    provider: 'local',
    avatar: null,
    roles,
  };
}

/** An admin, a free player and a wordsmith, stored before the server starts (local sign-in by name). */
export const ADMIN_TEST_USERS = {
  admin: localUser('boss', ['admin']),
  bluffling: localUser('player', []),
  wordsmith: localUser('smith', ['wordsmith']),
} as const;

/** A browser signed in with local sign-in as `user` (its session cookie kept in the agent). */
export async function signedInAgent(baseUrl: string, user: SeededUser): Promise<BrowserAgent> {
  const { agent, userId } = await signIn(baseUrl, user.username);
  if (userId !== user.id) throw new Error(`local sign-in as ${user.username} gave ${userId}, not ${user.id}`);
  return agent;
}

export type CsvRow = Partial<Record<CsvColumn, string>>;

/** One value as a spreadsheet writes it: quoted when it holds a comma, quote or line break. */
export function csvValue(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file with the given columns (default: all of docs/product.md §3, in order) and rows. */
export function csvFile(rows: readonly CsvRow[], columns: readonly CsvColumn[] = CSV_COLUMNS): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvValue(row[column] ?? '')).join(','));
  return `${lines.join('\n')}\n`;
}

/** A valid real English row; `overrides` change or add values. */
export function realRow(word: string, overrides: CsvRow = {}): CsvRow {
  return {
    word,
    definition: `The meaning of ${word}.`,
    usage: `She used ${word} in a sentence.`,
    is_real: 'true',
    difficulty: 'medium',
    category: 'general',
    explanation: '',
    language: 'english',
    word_class: 'noun',
    ...overrides,
  };
}

/** A valid fake English row, with its explanation. */
export function fakeRow(word: string, overrides: CsvRow = {}): CsvRow {
  return realRow(word, { is_real: 'false', explanation: `Made up: ${word} is invented.`, ...overrides });
}
