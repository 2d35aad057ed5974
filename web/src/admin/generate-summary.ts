import type { GenerateWordsResponse } from '@bluffle/shared-schema';

/** spec §8 Admin: the success toast lists the new words and the skipped duplicates. */
export function generateSummary(result: GenerateWordsResponse): string {
  const created = result.words.map((word) => word.word);
  const parts = [
    created.length === 0
      ? 'No new words were added.'
      : `Added ${created.length} new word${created.length === 1 ? '' : 's'}: ${created.join(', ')}.`,
  ];
  if (result.duplicatesSkipped > 0) {
    parts.push(
      `Skipped ${result.duplicatesSkipped} duplicate${result.duplicatesSkipped === 1 ? '' : 's'}: ${result.duplicateWords.join(', ')}.`,
    );
  }
  return parts.join(' ');
}
