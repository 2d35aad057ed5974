import {
  ERROR_CODES,
  type DailyArchive,
  type DailyFiveState,
  type PlayLanguage,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { DailyStart } from '../game/game-flow';
import { createDailyFiveActions } from './daily-five-actions';
import { createDailyFiveStore } from './daily-five-store';

function view(overrides: Partial<DailyFiveState> = {}): DailyFiveState {
  return {
    day: '2026-03-14',
    language: 'english',
    resetsAt: '2026-03-15T00:00:00.000Z',
    hasPlayed: false,
    streak: 2,
    result: null,
    keptFor: 'browser',
    ...overrides,
  };
}

function setup() {
  const store = createDailyFiveStore();
  const context = {
    owner: 'guest',
    language: 'english' as PlayLanguage,
    answers: [] as Array<() => Promise<DailyFiveState>>,
    asked: [] as PlayLanguage[],
    start: (async () => ({ isPlaying: true })) as (day?: string) => Promise<DailyStart>,
    startedDays: [] as Array<string | undefined>,
    archive: (async (language: PlayLanguage) => ({
      language,
      today: '2026-03-14',
      days: [{ day: '2026-03-13', hasPlayed: true }],
    })) as (language: PlayLanguage) => Promise<DailyArchive>,
    logged: [] as string[],
    paused: [] as number[],
  };
  const actions = createDailyFiveActions({
    api: {
      readDailyFive: (language) => {
        context.asked.push(language);
        const answer = context.answers.shift();
        return answer ? answer() : Promise.resolve(view({ language }));
      },
      readDailyArchive: (language) => context.archive(language),
    },
    store,
    currentOwner: () => context.owner,
    language: () => context.language,
    startGame: (day) => {
      context.startedDays.push(day);
      return context.start(day);
    },
    log: (message) => context.logged.push(message),
    pause: async (ms) => {
      context.paused.push(ms);
    },
  });
  return { store, actions, context };
}

describe('daily five actions', () => {
  it('reads today’s state in the menu’s language for whoever plays', async () => {
    const { store, actions, context } = setup();
    await actions.load();
    expect(context.asked).toEqual(['english']);
    expect(store.getState()).toMatchObject({ owner: 'guest', language: 'english', view: { streak: 2 } });
  });

  it('drops an answer that comes back for someone who signed in meanwhile', async () => {
    const { store, actions, context } = setup();
    let release: (state: DailyFiveState) => void = () => undefined;
    context.answers.push(() => new Promise((resolve) => (release = resolve)));
    const pending = actions.load();
    context.owner = 'user:local:ada';
    release(view({ streak: 9 }));
    await pending;
    expect(store.getState().view).toBeNull();
  });

  it('shows nothing from another language or another owner while the new state loads', async () => {
    const { store, actions, context } = setup();
    await actions.load();
    context.language = 'filipino';
    context.answers.push(() => new Promise(() => undefined));
    void actions.load();
    expect(store.getState()).toMatchObject({ language: 'filipino', view: null });
  });

  it('keeps the card empty, and logs, when the state cannot be read after asking again twice', async () => {
    const { store, actions, context } = setup();
    for (let attempt = 0; attempt < 3; attempt += 1)
      context.answers.push(() => Promise.reject(new ApiError('Cannot reach the server.', 0)));
    await actions.load();
    expect(store.getState().view).toBeNull();
    expect(context.asked).toEqual(['english', 'english', 'english']);
    expect(context.paused).toEqual([2000, 5000]);
    expect(context.logged).toEqual(Array(3).fill('Failed to read the daily five'));
  });

  it('shows the state read on a later try when the server was busy or failed a moment', async () => {
    const { store, actions, context } = setup();
    context.answers.push(() => Promise.reject(new ApiError('Cannot reach the server.', 0)));
    context.answers.push(() => Promise.reject(new ApiError('Internal error', 500, 'internal')));
    context.answers.push(() => Promise.resolve(view({ streak: 4 })));
    await actions.load();
    expect(context.paused).toEqual([2000, 5000]);
    expect(store.getState().view).toMatchObject({ streak: 4 });
  });

  it('does not ask again after a refusal: the server answered', async () => {
    const { store, actions, context } = setup();
    context.answers.push(() =>
      Promise.reject(new ApiError('Bad language', 400, ERROR_CODES.validationFailed)),
    );
    await actions.load();
    expect(context.asked).toEqual(['english']);
    expect(context.paused).toEqual([]);
    expect(store.getState().view).toBeNull();
  });

  it('does not ask again for a player who changed during the pause', async () => {
    const { store, actions, context } = setup();
    context.answers.push(() => Promise.reject(new ApiError('Cannot reach the server.', 0)));
    const pending = actions.load();
    context.owner = 'user:local:ada';
    await pending;
    expect(context.asked).toEqual(['english']);
    expect(store.getState().view).toBeNull();
  });

  it('starts the game and leaves the card alone when it plays', async () => {
    const { store, actions, context } = setup();
    await actions.play();
    expect(store.getState()).toMatchObject({ isStarting: false, notice: null });
    expect(context.asked).toEqual([]);
  });

  it('says why a start did not play, and reads the state it was refused by', async () => {
    const { store, actions, context } = setup();
    const refusal = new ApiError('Played already today.', 409, ERROR_CODES.dailyFivePlayed);
    context.start = async () => ({ isPlaying: false, error: refusal });
    context.answers.push(async () => view({ hasPlayed: true, streak: 3 }));
    await actions.play();
    expect(store.getState()).toMatchObject({
      notice: { kind: 'refused', code: ERROR_CODES.dailyFivePlayed, message: 'Played already today.' },
      isStarting: false,
      view: { hasPlayed: true, streak: 3 },
    });
  });

  it('says plainly that an unreachable server means no daily five, not offline words', async () => {
    const { store, actions, context } = setup();
    context.start = async () => ({ isPlaying: false, error: new ApiError('Cannot reach the server.', 0) });
    await actions.play();
    expect(store.getState().notice).toEqual({ kind: 'unreachable' });
  });

  it('ignores a second press while a start is on its way', async () => {
    const { actions, context } = setup();
    let starts = 0;
    let finish: (result: DailyStart) => void = () => undefined;
    context.start = () => {
      starts += 1;
      return new Promise((resolve) => (finish = resolve));
    };
    const first = actions.play();
    await actions.play();
    finish({ isPlaying: true });
    await first;
    expect(starts).toBe(1);
  });

  it('opens the past days of the menu’s language, and plays one of them by its day', async () => {
    const { store, actions, context } = setup();
    context.language = 'filipino';
    await actions.toggleArchive();
    expect(store.getState()).toMatchObject({
      isArchiveOpen: true,
      archive: { language: 'filipino', days: [{ day: '2026-03-13', hasPlayed: true }] },
    });
    await actions.play('2026-03-13');
    expect(context.startedDays).toEqual(['2026-03-13']);
    await actions.toggleArchive();
    expect(store.getState().isArchiveOpen).toBe(false);
  });

  it('says when the past days cannot be read, and reads them again on asking', async () => {
    const { store, actions, context } = setup();
    context.archive = () => Promise.reject(new ApiError('Cannot reach the server.', 0));
    await actions.toggleArchive();
    expect(store.getState()).toMatchObject({ isArchiveFailed: true, archive: null });
    expect(context.logged).toEqual(['Failed to read the daily archive']);
    context.archive = async (language) => ({ language, today: '2026-03-14', days: [] });
    await actions.loadArchive();
    expect(store.getState()).toMatchObject({ isArchiveFailed: false, archive: { days: [] } });
  });
});
