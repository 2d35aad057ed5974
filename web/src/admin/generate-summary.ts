import type { GenerateWordsResponse } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

/** docs/product.md §8 Admin: the success toast lists the new words and the skipped duplicates. */
export function generateSummary(result: GenerateWordsResponse, messages: Messages['adminWords']): string {
  const created = result.words.map((word) => word.word);
  const parts = [
    created.length === 0
      ? messages.noneAdded
      : messages.added({ count: created.length, words: created.join(', ') }),
  ];
  if (result.duplicatesSkipped > 0) {
    parts.push(
      messages.skippedDuplicates({
        count: result.duplicatesSkipped,
        words: result.duplicateWords.join(', '),
      }),
    );
  }
  return parts.join(' ');
}
