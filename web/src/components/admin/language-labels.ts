import type { Language } from '@bluffle/shared-schema';

/** Every language of the word data (DESIGN: admin and CSV accept english, filipino and latin). */
export const ADMIN_LANGUAGE_LABELS: Record<Language, string> = {
  english: 'English',
  filipino: 'Filipino',
  latin: 'Latin',
};
