import type { UserView } from '@bluffle/shared-schema';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { adminWords, moderation } from '../app/admin-controller';
import { BackToGame } from '../components/BackToGame';
import { CsvUploadForm } from '../components/admin/CsvUploadForm';
import { GenerateWordsForm } from '../components/admin/GenerateWordsForm';
import { ModerationQueue } from '../components/admin/ModerationQueue';
import { WordDatabase } from '../components/admin/WordDatabase';
import { LoadingScreen } from '../components/LoadingScreen';
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
  useEffect(() => {
    void adminWords.loadPage(1);
    void moderation.load();
  }, []);
  return (
    <section className="card admin-panel" data-testid="admin-panel" aria-labelledby="admin-title">
      <header className="admin-header">
        <h1 id="admin-title">Admin Panel</h1>
        <BackToGame />
      </header>
      <ModerationQueue />
      <GenerateWordsForm userId={user.id} />
      <CsvUploadForm />
      <WordDatabase />
    </section>
  );
}

/** /admin (spec §2 Admin panel): the word tools for admins; guests and other players are told why not. */
export function AdminPanel() {
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  if (status === 'loading') return <LoadingScreen message="Checking your sign-in…" />;
  if (user === null) {
    return (
      <Refusal
        testId="admin-sign-in"
        title="Please Sign In"
        text="The admin panel is for signed-in admins. Sign in from the home page first."
      />
    );
  }
  if (!user.isAdmin) {
    return (
      <Refusal
        testId="admin-not-allowed"
        title="Admins only"
        text={`You are signed in as ${user.username}, which is not an admin account, so the word tools are not available to you. An admin of this server can give your account the admin role.`}
      />
    );
  }
  return <AdminWordTools user={user} />;
}
