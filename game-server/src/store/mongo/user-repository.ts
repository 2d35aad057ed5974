// Users in MongoDB: upsert keeps the first createdAt ($setOnInsert) and updates only the given fields.
import type { Model } from 'mongoose';
import type { UserRecord, UserRepository } from '../port';
import type { UserDocument } from './user-model';

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
}
