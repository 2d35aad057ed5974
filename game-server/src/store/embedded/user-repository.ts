// Users in SQLite: the id and dates as columns, the profile as JSON.
import type Database from 'better-sqlite3';
import type { UserRecord, UserRepository } from '../port';

type UserInput = Omit<UserRecord, 'createdAt' | 'updatedAt'>;
type UserDocument = Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>;
interface UserRow {
  id: string;
  created_at: string;
  updated_at: string;
  document: string;
}

function toUser(row: UserRow): UserRecord {
  const document = JSON.parse(row.document) as UserDocument;
  return { ...document, id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Fields left undefined by a caller do not erase what is stored (the port says "updates the given fields"). */
function definedFields(user: UserInput): Partial<UserDocument> {
  const { id: _id, ...fields } = user;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<UserDocument>;
}

export class EmbeddedUserRepository implements UserRepository {
  private readonly byId;
  private readonly write;

  constructor(private readonly db: Database.Database) {
    this.byId = db.prepare<[string], UserRow>(
      'SELECT id, created_at, updated_at, document FROM users WHERE id = ?',
    );
    this.write = db.prepare<[string, string, string, string]>(
      `INSERT INTO users (id, created_at, updated_at, document) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, document = excluded.document`,
    );
  }

  async upsert(user: UserInput): Promise<UserRecord> {
    return this.db
      .transaction(() => {
        const now = new Date().toISOString();
        const existing = this.byId.get(user.id);
        const previous = existing ? (JSON.parse(existing.document) as UserDocument) : undefined;
        const document = { ...previous, ...definedFields(user) } as UserDocument;
        const createdAt = existing?.created_at ?? now;
        this.write.run(user.id, createdAt, now, JSON.stringify(document));
        return { ...document, id: user.id, createdAt, updatedAt: now };
      })
      .immediate();
  }

  async findById(id: string): Promise<UserRecord | null> {
    const row = this.byId.get(id);
    return row ? toUser(row) : null;
  }
}
