import type { Language } from '@bluffle/shared-schema';
import { ADMIN_LANGUAGE_LABELS } from './language-labels';

/** One <option> per language given, for the admin panel's language selects. */
export function LanguageOptions({ languages }: { languages: readonly Language[] }) {
  return (
    <>
      {languages.map((option) => (
        <option key={option} value={option}>
          {ADMIN_LANGUAGE_LABELS[option]}
        </option>
      ))}
    </>
  );
}
