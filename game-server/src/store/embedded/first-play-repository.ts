// Each identity's first play of a set of words (docs/design.md decision 11). The primary key makes the claim atomic
// across processes sharing the file: INSERT OR IGNORE lets exactly one attempt be first.
import type Database from 'better-sqlite3';
import type { FirstPlayRepository } from '../port';
import type { FirstPlayClaim } from '../../domain/first-play';

export class EmbeddedFirstPlayRepository implements FirstPlayRepository {
  private readonly insertIfNew;
  private readonly firstCode;

  constructor(db: Database.Database) {
    this.insertIfNew = db.prepare<[FirstPlayClaim]>(
      `INSERT OR IGNORE INTO first_plays (identity_key, word_set_key, session_code, created_at)
       VALUES (@identityKey, @wordSetKey, @sessionCode, @at)`,
    );
    this.firstCode = db
      .prepare<[string, string], string>(
        'SELECT session_code FROM first_plays WHERE identity_key = ? AND word_set_key = ?',
      )
      .pluck();
  }

  async claim(play: FirstPlayClaim): Promise<string> {
    this.insertIfNew.run(play);
    return this.firstCode.get(play.identityKey, play.wordSetKey) ?? play.sessionCode;
  }

  async find(identityKey: string, wordSetKey: string): Promise<string | null> {
    return this.firstCode.get(identityKey, wordSetKey) ?? null;
  }
}
