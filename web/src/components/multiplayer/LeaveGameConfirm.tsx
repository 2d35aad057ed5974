import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';

interface LeaveGameConfirmProps {
  onKeepPlaying: () => void;
  onLeave: () => void;
}

/**
 * Issue 20: closing the lobby during a game asks first, with Keep playing as the answer Enter gives. Escape
 * is the lobby modal's (it keeps playing here), so this dialog does not listen for it itself.
 */
export function LeaveGameConfirm({ onKeepPlaying, onLeave }: LeaveGameConfirmProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const { lobby } = useMessages();

  useEffect(() => {
    keepButton.current?.focus();
  }, []);

  return (
    <div className="modal-backdrop leave-confirm-backdrop" onClick={onKeepPlaying}>
      <div
        className="modal card leave-confirm"
        data-testid="leave-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-confirm-title"
        aria-describedby="leave-confirm-text"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="leave-confirm-title">{lobby.leaveGame.title}</h2>
        <p id="leave-confirm-text">{lobby.leaveGame.text}</p>
        <div className="leave-confirm-actions">
          <button
            ref={keepButton}
            type="button"
            className="button button-primary"
            data-testid="leave-confirm-keep"
            onClick={onKeepPlaying}
          >
            {lobby.leaveGame.keepPlaying}
          </button>
          <button
            type="button"
            className="button button-ghost"
            data-testid="leave-confirm-leave"
            onClick={onLeave}
          >
            {lobby.leaveGame.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
