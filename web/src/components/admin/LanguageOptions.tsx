import type { Language } from '@bluffle/shared-schema';
import { useMessages } from '../../i18n/use-messages';

/** One <option> per language given, for the admin panel's language selects. */
export function LanguageOptions({ languages }: { languages: readonly Language[] }) {
  const { wordFacts } = useMessages();
  return (
    <>
      {languages.map((option) => (
        <option key={option} value={option}>
          {wordFacts.languageNames[option]}
        </option>
      ))}
    </>
  );
}
