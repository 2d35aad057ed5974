import type { CustomSessionView, MySessionsResponse } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { createMyBlufflesActions } from './my-bluffles-actions';
import { createMyBlufflesStore } from './my-bluffles-store';

const session = (sessionCode: string) => ({ id: sessionCode, sessionCode }) as CustomSessionView;

it("loads the signed-in author's sessions and words", async () => {
  const asked: string[] = [];
  const store = createMyBlufflesStore();
  const actions = createMyBlufflesActions({
    api: {
      mySessions: async (userId) => {
        asked.push(userId);
        return { sessions: [session('CUST2345')], words: [] };
      },
    },
    store,
    notify: () => undefined,
    messages: () => CATALOGUES.english,
  });
  await actions.load('local:smith');
  expect(asked).toEqual(['local:smith']);
  expect(store.getState()).toMatchObject({ status: 'loaded', sessions: [session('CUST2345')] });
});

it('keeps only the newest answer, and says when the list could not be loaded', async () => {
  const answers: ((response: MySessionsResponse) => void)[] = [];
  const store = createMyBlufflesStore();
  const messages: string[] = [];
  let isOffline = false;
  const actions = createMyBlufflesActions({
    api: {
      mySessions: () => {
        if (isOffline) return Promise.reject(new ApiError('Cannot reach the server.', 0));
        return new Promise((resolve) => answers.push(resolve));
      },
    },
    store,
    notify: (message) => messages.push(message),
    messages: () => CATALOGUES.english,
  });
  const first = actions.load('local:smith');
  const second = actions.load('local:smith');
  answers[1]!({ sessions: [session('NEWER234')], words: [] });
  answers[0]!({ sessions: [session('OLDER234')], words: [] });
  await Promise.all([first, second]);
  expect(store.getState().sessions).toEqual([session('NEWER234')]);

  isOffline = true;
  await actions.load('local:smith');
  expect(store.getState().status).toBe('failed');
  expect(messages).toEqual(['Failed to load your sessions. Please try again.']);
});

it('opens and closes the share dialog for one session', () => {
  const store = createMyBlufflesStore();
  const actions = createMyBlufflesActions({
    api: { mySessions: async () => ({ sessions: [], words: [] }) },
    store,
    notify: () => undefined,
    messages: () => CATALOGUES.english,
  });
  actions.openShare(session('CUST2345'));
  expect(store.getState().sharing?.sessionCode).toBe('CUST2345');
  actions.closeShare();
  expect(store.getState().sharing).toBeNull();
});
