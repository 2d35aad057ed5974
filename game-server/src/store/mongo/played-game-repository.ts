// A signed-in player's game history in MongoDB (port.ts PlayedGameRepository), read from the sessions.
import type { Model } from 'mongoose';
import type { PlayedGameRepository } from '../port';
import type { PlayedGameRecord } from '../../domain/played-game';
import type { CustomSessionDocument } from './custom-session-model';
import type { DailyFivePlayDocument } from './daily-five-play-model';
import type { SessionDocument } from './session-model';
import { toSession } from './session-repository';

export interface PlayedGameModels {
  sessions: Model<SessionDocument>;
  dailyFivePlays: Model<DailyFivePlayDocument>;
  customSessions: Model<CustomSessionDocument>;
}

export class MongoPlayedGameRepository implements PlayedGameRepository {
  constructor(private readonly models: PlayedGameModels) {}

  async listCompletedByUser(userId: string, limit: number): Promise<PlayedGameRecord[]> {
    if (limit <= 0) return [];
    // session_user (userId, createdAt) serves the walk, newest first.
    const documents = await this.models.sessions
      .find({ userId, status: 'completed' })
      .sort({ createdAt: -1, code: -1 })
      .limit(limit)
      .lean<SessionDocument[]>();
    const sessions = documents.map(toSession);
    if (sessions.length === 0) return [];
    // The kinds in two keyed reads for the whole page: daily five plays under the sessions' own identities
    // (the plays' unique key starts with identityKey), custom sessions by their unique code.
    const copiedCodes = sessions.flatMap((session) => session.duplicatedFrom ?? []);
    const [dailyPlays, customSessions] = await Promise.all([
      this.models.dailyFivePlays
        .find(
          {
            identityKey: { $in: [...new Set(sessions.map((session) => session.identityKey))] },
            sessionCode: { $in: sessions.map((session) => session.code) },
          },
          { identityKey: 1, sessionCode: 1 },
        )
        .lean<Pick<DailyFivePlayDocument, 'identityKey' | 'sessionCode'>[]>(),
      copiedCodes.length === 0
        ? []
        : this.models.customSessions
            .find({ sessionCode: { $in: copiedCodes } }, { sessionCode: 1 })
            .lean<Pick<CustomSessionDocument, 'sessionCode'>[]>(),
    ]);
    const dailyKeys = new Set(dailyPlays.map((play) => `${play.identityKey}\n${play.sessionCode}`));
    const customCodes = new Set(customSessions.map((custom) => custom.sessionCode));
    return sessions.map((session) => ({
      session,
      isDailyFive: dailyKeys.has(`${session.identityKey}\n${session.code}`),
      isCustomSessionPlay: session.duplicatedFrom !== null && customCodes.has(session.duplicatedFrom),
    }));
  }
}
