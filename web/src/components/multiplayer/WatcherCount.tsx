import { useMessages } from '../../state/use-messages';
import { watcherCountText } from '../../multiplayer/audience-text';

/** 'N watching', for players and watchers alike; nothing while nobody watches. */
export function WatcherCount({ count }: { count: number }) {
  const { lobby } = useMessages();
  const text = watcherCountText(count, lobby);
  if (text === null) return null;
  return (
    <p className="muted lobby-watcher-count" data-testid="lobby-watcher-count">
      {text}
    </p>
  );
}
