import { useStore } from 'zustand';
import { keepPlaying, leaveGame } from '../controllers/leave-game-controller';
import { useMessages } from '../state/use-messages';
import { leaveQuestionStore } from '../state/leave-question-store';
import { sessionStore } from '../state/session-store';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asked before a game in play is left (Home, the browser's Back), with 'Keep playing' focused so Enter on an
 * unread question is safe, and Escape keeping too. Today's daily five says it can be taken up again.
 */
export function LeaveGameQuestion() {
  const { leaveGame: messages } = useMessages().round;
  const isAsking = useStore(leaveQuestionStore, (state) => state.isAsking);
  const isTodaysDaily = useStore(
    sessionStore,
    (session) => session.mode === 'daily' && !session.isDailyArchive,
  );
  if (!isAsking) return null;
  return (
    <ConfirmDialog
      name="leave-game"
      title={messages.title}
      text={isTodaysDaily ? messages.dailyText : messages.text}
      keepLabel={messages.keepPlaying}
      keepTestId="leave-game-keep"
      confirmLabel={messages.leave}
      confirmTestId="leave-game-leave"
      primary="keep"
      onKeep={keepPlaying}
      onConfirm={leaveGame}
      keepsOnEscape
    />
  );
}
