import type { UserView } from '@bluffle/shared-schema';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { adminWords, moderation } from '../controllers/admin-controller';
import { BackToGame } from '../components/BackToGame';
import { CsvUploadForm } from '../components/admin/CsvUploadForm';
import { GenerateWordsForm } from '../components/admin/GenerateWordsForm';
import { ModerationQueue } from '../components/admin/ModerationQueue';
import { WordDatabase } from '../components/admin/WordDatabase';
import { LoadingScreen } from '../components/LoadingScreen';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';

/** Why this page shows nothing to a guest or a non-admin; the server refuses them on every call anyway. */
function Refusal({ testId, title, text }: { testId: string; title: string; text: string }) {
  return (
    <section className="card admin-refusal" data-testid={testId} aria-labelledby="admin-refusal-title">
      <h1 id="admin-refusal-title">{title}</h1>
      <p>{text}</p>
      <BackToGame />
    </section>
  );
}

function AdminWordTools({ user }: { user: UserView }) {
  const { admin } = useMessages();
  useEffect(() => {
    void adminWords.loadPage(1);
    void moderation.load();
  }, []);
  return (
    <section className="card admin-panel" data-testid="admin-panel" aria-labelledby="admin-title">
      <header className="admin-header">
        <h1 id="admin-title">{admin.title}</h1>
        <BackToGame />
      </header>
      <ModerationQueue />
      <GenerateWordsForm userId={user.id} />
      <CsvUploadForm />
      <WordDatabase />
    </section>
  );
}

/** /admin (docs/product.md §2 Admin panel): the word tools for admins; guests and other players are told why not. */
export function AdminPanel() {
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  const { admin } = useMessages();
  if (status === 'loading') return <LoadingScreen message={admin.checkingSignIn} />;
  if (user === null) {
    return <Refusal testId="admin-sign-in" title={admin.signInTitle} text={admin.signInText} />;
  }
  if (!user.isAdmin) {
    return (
      <Refusal
        testId="admin-not-allowed"
        title={admin.notAdminTitle}
        text={admin.notAdminText({ username: user.username })}
      />
    );
  }
  return <AdminWordTools user={user} />;
}
