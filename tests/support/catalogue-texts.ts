import { CATALOGUES, type Messages } from '../../web/src/i18n/messages';

/**
 * The English catalogue's fixed texts that Filipino says differently: what must never show on a Filipino
 * screen. Texts with values (functions) are left out, as are texts Filipino uses too ('Home', 'Score': the
 * Filipino catalogue has them as an entry of its own somewhere) and very short ones, which would match inside
 * other words.
 */
export function englishOnlyTexts(minLength = 4): string[] {
  const filipinoTexts = new Set<string>();
  walk(CATALOGUES.filipino, CATALOGUES.filipino, (filipino) => filipinoTexts.add(filipino.trim()));
  const texts = new Set<string>();
  walk(CATALOGUES.english, CATALOGUES.filipino, (english, filipino) => {
    const text = english.trim();
    if (english !== filipino && text.length >= minLength && !filipinoTexts.has(text)) texts.add(text);
  });
  return [...texts];
}

function walk(english: unknown, filipino: unknown, visit: (english: string, filipino: string) => void): void {
  if (typeof english === 'string') {
    visit(english, typeof filipino === 'string' ? filipino : '');
    return;
  }
  if (typeof english !== 'object' || english === null) return;
  for (const [key, value] of Object.entries(english)) {
    walk(value, (filipino as Record<string, unknown> | undefined)?.[key], visit);
  }
}

export type { Messages };
