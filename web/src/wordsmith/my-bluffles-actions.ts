import type { CustomSessionView } from '@bluffle/shared-schema';
import type { WordsmithApi } from '../api/wordsmith-api';
import type { Messages } from '../i18n/messages';
import type { ToastKind } from '../state/toast-store';
import type { MyBlufflesStore } from './my-bluffles-store';

export interface MyBlufflesDeps {
  api: Pick<WordsmithApi, 'mySessions'>;
  store: MyBlufflesStore;
  notify(message: string, kind?: ToastKind): void;
  /** The catalogue in the interface language at the moment a message shows. */
  messages(): Pick<Messages, 'wordsmith'>;
}

/** My Bluffles (docs/product.md §4: entering the tab loads the user's sessions). */
export function createMyBlufflesActions({ api, store, notify, messages }: MyBlufflesDeps) {
  let latestLoad = 0;

  return {
    async load(userId: string): Promise<void> {
      latestLoad += 1;
      const thisLoad = latestLoad;
      store.setState({ status: 'loading' });
      try {
        const { sessions, words } = await api.mySessions(userId);
        if (thisLoad !== latestLoad) return;
        store.setState({ sessions, words, status: 'loaded' });
      } catch {
        if (thisLoad !== latestLoad) return;
        store.setState({ status: 'failed' });
        // Not a spec message: the spec names none for this list, so it says what failed and what to do.
        notify(messages().wordsmith.sessionsLoadFailed, 'error');
      }
    },

    openShare(session: CustomSessionView): void {
      store.setState({ sharing: session });
    },

    closeShare(): void {
      store.setState({ sharing: null });
    },
  };
}

export type MyBlufflesActions = ReturnType<typeof createMyBlufflesActions>;
