import type { AdminWordView } from '@bluffle/shared-schema';
import type { StoredWord } from '../../store/port';

/** A stored word as the admin's word card shows it: the whole record (admins see the truth and provenance). */
export function toAdminWordView(word: StoredWord): AdminWordView {
  return { ...word };
}
