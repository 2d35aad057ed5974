// Users in SQLite: the id, dates and lowercased e-mail as columns, the profile as JSON.
import type Database from 'better-sqlite3';
import type { UserRecord, UserRole } from '../../domain/user';
import type { UserRepository } from '../port';
import { withoutRetiredUserFields } from '../retired-user-fields';
import { emailKey } from './email-key';
import type { Clock } from '../../clock';

type UserInput = Omit<UserRecord, 'createdAt' | 'updatedAt'>;
type UserDocument = Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>;
interface UserRow {
  id: string;
  created_at: string;
  updated_at: string;
  document: string;
}

const USER_COLUMNS = 'id, created_at, updated_at, document';

/** Every read of a stored document goes through here, so no path returns or rewrites a retired field. */
function documentOf(row: UserRow): UserDocument {
  return withoutRetiredUserFields(JSON.parse(row.document) as UserDocument);
}

function toUser(row: UserRow): UserRecord {
  return { ...documentOf(row), id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
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
  private readonly byEmailKey;
  private readonly write;

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Clock,
  ) {
    this.byId = db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`);
    this.byEmailKey = db.prepare<[string], UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE email_key = ? ORDER BY created_at, id LIMIT 1`,
    );
    this.write = db.prepare<[string, string, string, string | null, string]>(
      `INSERT INTO users (id, created_at, updated_at, email_key, document) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET
         updated_at = excluded.updated_at, email_key = excluded.email_key, document = excluded.document`,
    );
  }

  async upsert(user: UserInput): Promise<UserRecord> {
    return this.db
      .transaction(() => {
        const existing = this.byId.get(user.id);
        const previous = existing ? documentOf(existing) : undefined;
        const document = { ...previous, ...definedFields(user) } as UserDocument;
        return this.save(user.id, existing?.created_at, document);
      })
      .immediate();
  }

  async findById(id: string): Promise<UserRecord | null> {
    const row = this.byId.get(id);
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const key = emailKey(email);
    const row = key === null ? undefined : this.byEmailKey.get(key);
    return row ? toUser(row) : null;
  }

  async setRoles(
    id: string,
    roles: UserRole[],
    marks: Pick<UserRecord, 'hasUsedAdminEmailsGrant'> = {},
  ): Promise<UserRecord | null> {
    const given = Object.fromEntries(Object.entries(marks).filter(([, value]) => value !== undefined));
    return this.change(id, (document) => ({ ...document, ...given, roles: [...new Set(roles)] }));
  }

  async grantRole(id: string, role: UserRole): Promise<UserRecord | null> {
    return this.change(id, (document) =>
      document.roles.includes(role) ? document : { ...document, roles: [...document.roles, role] },
    );
  }

  async setWordsmithUntil(id: string, until: string | null): Promise<UserRecord | null> {
    return this.change(id, (document) => ({ ...document, wordsmithUntil: until }));
  }

  /**
   * Reads, changes and writes one user in one IMMEDIATE transaction, so two changes at once (a payment
   * event and an admin's role change) cannot lose each other's field; null when there is no such user.
   * `next` returning the document it was given means nothing changes: nothing is written, and the stored
   * record (its updatedAt too) comes back as it was.
   */
  private change(id: string, next: (document: UserDocument) => UserDocument): UserRecord | null {
    return this.db
      .transaction(() => {
        const existing = this.byId.get(id);
        if (!existing) return null;
        const document = documentOf(existing);
        const changed = next(document);
        return changed === document ? toUser(existing) : this.save(id, existing.created_at, changed);
      })
      .immediate();
  }

  /** Writes the whole row; callers run it inside their transaction. */
  private save(id: string, createdAt: string | undefined, document: UserDocument): UserRecord {
    const now = new Date(this.clock.now()).toISOString();
    const created = createdAt ?? now;
    this.write.run(id, created, now, emailKey(document.email), JSON.stringify(document));
    return { ...document, id, createdAt: created, updatedAt: now };
  }
}
