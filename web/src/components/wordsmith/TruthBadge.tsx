import { useMessages } from '../../state/use-messages';

/** REAL or FAKE, for the author's own words only: bank words never show their truth (fair play). */
export function TruthBadge({ isReal }: { isReal: boolean }) {
  const { wordFacts } = useMessages();
  return (
    <span className={`truth-tag ${isReal ? 'truth-real' : 'truth-fake'}`} data-testid="truth-badge">
      {isReal ? wordFacts.truthTags.real : wordFacts.truthTags.fake}
    </span>
  );
}
