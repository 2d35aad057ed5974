// Users in MongoDB: upsert keeps the first createdAt ($setOnInsert) and updates only the given fields;
// e-mails are matched through the case-insensitive collation of the user_email index.
import type { Model } from 'mongoose';
import type { UserRecord, UserRole } from '../../domain/user';
import type { UserRepository } from '../port';
import { EMAIL_COLLATION, type UserDocument } from './user-model';

function toUser(document: UserDocument): UserRecord {
  const { _id, ...rest } = document;
  return { ...rest, id: _id };
}

export class MongoUserRepository implements UserRepository {
  constructor(private readonly model: Model<UserDocument>) {}

  async upsert(user: Omit<UserRecord, 'createdAt' | 'updatedAt'>): Promise<UserRecord> {
    const { id, ...fields } = user;
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const now = new Date().toISOString();
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
        { $set: { ...given, roles: [...new Set(roles)], updatedAt: new Date().toISOString() } },
        // The roles enum is checked on updates too, as on creation.
        { returnDocument: 'after', runValidators: true },
      )
      .lean<UserDocument>();
    return document ? toUser(document) : null;
  }
}
