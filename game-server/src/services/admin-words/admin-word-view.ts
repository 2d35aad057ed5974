import type { AdminWordView } from '@bluffle/shared-schema';
import type { StoredWord } from '../../store/port';

/**
 * A stored word as the admin's word card and the moderation queue show it: the whole record (admins see
 * the truth and provenance), its moderation state and the reason of a rejection included.
 */
export function toAdminWordView(word: StoredWord): AdminWordView {
  return { ...word };
}
