import { COPIED_RESET_MS, type ShareGrid } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { copyText } from '../../browser/clipboard';
import { useMessages } from '../../state/use-messages';
import { GridCells } from './GridCells';
import { shareGridText } from './share-grid-text';

/** The system share sheet, where the browser has one (mobile browsers, some desktops). */
function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The spoiler-free share grid: the squares on screen, labelled with the grid in words for screen
 * readers, a Copy button for the Wordle-like text, and the system share sheet where there is one.
 */
export function ShareGridPanel({ grid }: { grid: ShareGrid }) {
  const { share } = useMessages();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const hasShareSheet = canUseShareSheet();
  // What is copied is in the interface language too, the squares and the link the same in every language.
  const text = shareGridText(grid, share);

  useEffect(() => {
    if (copyState === 'idle') return;
    const handle = setTimeout(() => setCopyState('idle'), COPIED_RESET_MS);
    return () => clearTimeout(handle);
  }, [copyState]);

  const copy = async () => setCopyState((await copyText(text.text)) ? 'copied' : 'failed');

  const openShareSheet = async () => {
    try {
      await navigator.share({ title: 'Bluffle', text: text.text });
    } catch {
      // The player closed the sheet, or the browser refused: nothing to undo, Copy is still there.
    }
  };

  return (
    <section className="share-grid-panel" data-testid="share-grid-panel" aria-label={share.gridLabel}>
      <p className="share-grid-header" data-testid="share-grid-header">
        {text.header}
      </p>
      <div className="share-grid" role="img" aria-label={text.textAlternative} data-testid="share-grid">
        <GridCells rows={grid.rows} />
      </div>
      <div className="share-grid-actions">
        <button
          type="button"
          className={`button ${copyState === 'copied' ? 'button-success' : 'button-primary'}`}
          data-testid="copy-grid"
          onClick={() => void copy()}
        >
          {copyState === 'copied' ? share.copied : share.copyGrid}
        </button>
        {hasShareSheet && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="share-sheet"
            onClick={() => void openShareSheet()}
          >
            {share.shareSheet}
          </button>
        )}
      </div>
      <p className="share-grid-status" aria-live="polite" data-testid="copy-grid-status">
        {copyState === 'copied' && share.gridCopied}
        {copyState === 'failed' && share.copyFailed}
      </p>
    </section>
  );
}
