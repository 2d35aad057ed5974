import type { WordStatus } from '@bluffle/shared-schema';

// A contributed word's moderation state (DESIGN decision 13) as its author and the admin read it.

export const WORD_STATUS_LABELS: Record<WordStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** 'Pending review', 'Approved', or 'Rejected: <the admin's reason>'. */
export function wordStatusText(status: WordStatus, rejectionReason: string | null): string {
  if (status === 'rejected' && rejectionReason) return `${WORD_STATUS_LABELS.rejected}: ${rejectionReason}`;
  return WORD_STATUS_LABELS[status];
}
