import { useStore } from 'zustand';
import { myBluffles } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import { myBlufflesStore } from '../../wordsmith/my-bluffles-store';
import { ContributedWords } from './ContributedWords';
import { CustomSessionCard } from './CustomSessionCard';
import { ShareSessionModal } from './ShareSessionModal';

/** My Bluffles (docs/product.md §2 own sessions tab): the author's sessions and words, and how they fooled players. */
export function MyBluffles({ userId }: { userId: string }) {
  const sessions = useStore(myBlufflesStore, (state) => state.sessions);
  const words = useStore(myBlufflesStore, (state) => state.words);
  const status = useStore(myBlufflesStore, (state) => state.status);
  const sharing = useStore(myBlufflesStore, (state) => state.sharing);
  const { wordsmithSessions: text } = useMessages();

  return (
    <div className="my-bluffles" data-testid="my-bluffles">
      <div className="wordsmith-toolbar">
        <p className="wordsmith-hint" role="status" data-testid="my-bluffles-status">
          {status === 'loading' ? text.loadingSessions : status === 'failed' ? text.sessionsNotLoaded : ''}
        </p>
        <button
          type="button"
          className="button button-ghost"
          data-testid="my-bluffles-refresh"
          disabled={status === 'loading'}
          onClick={() => void myBluffles.load(userId)}
        >
          {text.refresh}
        </button>
      </div>

      <section aria-labelledby="my-sessions-title">
        <h3 id="my-sessions-title">{text.mySessionsTitle}</h3>
        {status === 'loaded' && sessions.length === 0 && (
          <p className="wordsmith-hint" data-testid="my-sessions-empty">
            {text.noSessions}
          </p>
        )}
        <div className="bluffle-list">
          {sessions.map((session) => (
            <CustomSessionCard key={session.id} session={session} />
          ))}
        </div>
      </section>

      <ContributedWords words={words} />

      {sharing !== null && <ShareSessionModal session={sharing} onClose={myBluffles.closeShare} />}
    </div>
  );
}
