import { LOBBY_RECONNECT_SECONDS } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { ConfirmDialog } from '../ConfirmDialog';

interface LeaveGameConfirmProps {
  onKeepPlaying: () => void;
  onLeave: () => void;
}

/**
 * Closing the lobby during a game asks first, with Keep playing as the answer Enter gives. Escape
 * is the lobby modal's (it keeps playing here), so this dialog does not listen for it itself. It says what
 * leaving costs: nothing within the reconnection window, the rest of the game after it.
 */
export function LeaveGameConfirm({ onKeepPlaying, onLeave }: LeaveGameConfirmProps) {
  const { lobby } = useMessages();
  return (
    <ConfirmDialog
      name="leave-confirm"
      title={lobby.leaveGame.title}
      text={lobby.leaveGame.text({ seconds: LOBBY_RECONNECT_SECONDS })}
      keepLabel={lobby.leaveGame.keepPlaying}
      keepTestId="leave-confirm-keep"
      confirmLabel={lobby.leaveGame.leave}
      confirmTestId="leave-confirm-leave"
      primary="keep"
      onKeep={onKeepPlaying}
      onConfirm={onLeave}
      keepsOnEscape={false}
    />
  );
}
