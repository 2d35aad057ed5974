// Users in MongoDB: upsert keeps the first createdAt ($setOnInsert) and updates only the given fields;
// e-mails are matched through the case-insensitive collation of the user_email index.
import type { Model } from 'mongoose';
import type { UserRecord, UserRole } from '../../domain/user';
import type { UserRepository } from '../port';
import { withoutRetiredUserFields } from '../retired-user-fields';
import { EMAIL_COLLATION, type UserDocument } from './user-model';
import type { Clock } from '../../clock';

/** A lean document as a record; one stored before plans moved to roles loses the retired subscription fields. */
export function toUser(document: UserDocument): UserRecord {
  const { _id, ...rest } = withoutRetiredUserFields(document);
  return { ...rest, id: _id };
}

export class MongoUserRepository implements UserRepository {
  constructor(
    private readonly model: Model<UserDocument>,
    private readonly clock: Clock,
  ) {}

  async upsert(user: Omit<UserRecord, 'createdAt' | 'updatedAt'>): Promise<UserRecord> {
    const { id, ...fields } = user;
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const now = new Date(this.clock.now()).toISOString();
    const document = await this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: { ...given, updatedAt: now }, $setOnInsert: { createdAt: now } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<UserDocument>();
    if (!document) throw new Error(`upsert of user ${id} returned nothing`);
    return toUser(document);
  }

  async findById(id: string): Promise<UserRecord | null> {
    const document = await this.model.findById(id).lean<UserDocument>();
    return document ? toUser(document) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    if (!email) return null;
    const document = await this.model
      .findOne({ email })
      .collation(EMAIL_COLLATION)
      .sort({ createdAt: 1, _id: 1 })
      .lean<UserDocument>();
    return document ? toUser(document) : null;
  }

  async setRoles(
    id: string,
    roles: UserRole[],
    marks: Pick<UserRecord, 'hasUsedAdminEmailsGrant'> = {},
  ): Promise<UserRecord | null> {
    const given = Object.fromEntries(Object.entries(marks).filter(([, value]) => value !== undefined));
    const document = await this.model
      .findOneAndUpdate(
        { _id: id },
        {
          $set: { ...given, roles: [...new Set(roles)], updatedAt: new Date(this.clock.now()).toISOString() },
        },
        // The roles enum is checked on updates too, as on creation.
        { returnDocument: 'after', runValidators: true },
      )
      .lean<UserDocument>();
    return document ? toUser(document) : null;
  }

  async grantRole(id: string, role: UserRole): Promise<UserRecord | null> {
    // The filter skips a user holding the role already, so granting it again changes nothing (updatedAt
    // neither), as in the embedded driver; $addToSet keeps the grant one atomic update all the same.
    const document = await this.model
      .findOneAndUpdate(
        { _id: id, roles: { $ne: role } },
        { $addToSet: { roles: role }, $set: { updatedAt: new Date(this.clock.now()).toISOString() } },
        { returnDocument: 'after', runValidators: true },
      )
      .lean<UserDocument>();
    // Nothing matched: the role is held already, or there is no such user (then this is null too).
    return document ? toUser(document) : this.findById(id);
  }

  async setWordsmithUntil(id: string, until: string | null): Promise<UserRecord | null> {
    const document = await this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: { wordsmithUntil: until, updatedAt: new Date(this.clock.now()).toISOString() } },
        { returnDocument: 'after' },
      )
      .lean<UserDocument>();
    return document ? toUser(document) : null;
  }
}
