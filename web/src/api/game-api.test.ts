import type { PlayWord } from '@bluffle/shared-schema';
import { createGameApi } from './game-api';
import type { HttpClient } from './http-client';

const wordOf = (id: string): PlayWord => ({
  id,
  word: `word-${id}`,
  definition: 'a meaning',
  usage: 'a sentence',
  difficulty: 'easy',
  category: 'general',
  language: 'english',
  wordClass: 'noun',
});

describe('game api: the session words', () => {
  it("keeps round 1's word of the session's words the server hands back, and the game's rounds", async () => {
    const paths: string[] = [];
    const http: HttpClient = {
      request: async <T>(path: string) => {
        paths.push(path);
        return { words: ['a', 'b', 'c', 'd', 'e', 'f'].map(wordOf), totalRounds: 5 } as T;
      },
    };
    const opened = await createGameApi(http).fetchSessionWords({
      sessionCode: 'ABCD2345',
      playerToken: 'secret',
      language: 'english',
    });
    expect(opened).toEqual({ words: [wordOf('a')], totalRounds: 5 });
    expect(paths).toEqual(['/api/words/session/ABCD2345?count=10&language=english']);
  });
});
