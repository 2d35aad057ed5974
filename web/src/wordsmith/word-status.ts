import type { WordStatus } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

// A contributed word's moderation state (docs/design.md decision 13) as its author and the admin read it.

/** 'Pending review', 'Approved', or 'Rejected: <the admin's reason>'. */
export function wordStatusText(
  status: WordStatus,
  rejectionReason: string | null,
  facts: Messages['wordFacts'],
): string {
  if (status === 'rejected' && rejectionReason) return facts.rejectedBecause({ reason: rejectionReason });
  return facts.statuses[status];
}
