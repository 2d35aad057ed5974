import { CATALOGUES, type Messages } from '../../web/src/i18n/messages';

/**
 * The English catalogue's fixed texts that Filipino says differently: what must never show on a Filipino
 * screen. Texts with values (functions) are left out, as are texts Filipino uses too (names such as
 * 'Wordsmith': the Filipino catalogue has them as an entry of its own somewhere) and very short ones.
 */
export function englishOnlyTexts(minLength = 4): string[] {
  const filipinoTexts = new Set<string>();
  walk(CATALOGUES.filipino, CATALOGUES.filipino, (filipino, _same, isFixed) => {
    if (isFixed) filipinoTexts.add(filipino.trim());
  });
  const texts = new Set<string>();
  walk(CATALOGUES.english, CATALOGUES.filipino, (english, filipino, isFixed) => {
    const text = english.trim();
    if (isFixed && english !== filipino && text.length >= minLength && !filipinoTexts.has(text))
      texts.add(text);
  });
  return [...texts];
}

/**
 * The words of the English catalogue (its texts with values too, filled with sample values) that no Filipino
 * text uses, lower-cased: one of them on a Filipino screen is English left over, whatever sentence it is in.
 * A word Filipino borrows ('lobby', 'code') is in the Filipino catalogue, so it is not here.
 */
export function englishOnlyWords(): Set<string> {
  const filipinoWords = new Set<string>();
  walk(CATALOGUES.filipino, CATALOGUES.filipino, (filipino) => {
    for (const word of wordsOf(filipino)) filipinoWords.add(word);
  });
  const words = new Set<string>();
  walk(CATALOGUES.english, CATALOGUES.filipino, (english) => {
    for (const word of wordsOf(english)) if (!filipinoWords.has(word)) words.add(word);
  });
  return words;
}

/** A text's words, lower-cased: letters (an apostrophe inside one, as in "you're"), numbers left out. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((word) => word.replace('’', "'"));
}

/**
 * Sample values for a text with values: a number for every parameter, a name where it reads as one. A text
 * that needs a list or an object gets none (it is left out) rather than a wrong one.
 */
const SAMPLE_VALUES = new Proxy({} as Record<string, unknown>, {
  get: (_target, key) => (key === 'answer' ? null : 3),
});

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') return null;
  try {
    const text: unknown = (value as (values: unknown) => unknown)(SAMPLE_VALUES);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** Visits every text of a catalogue beside its Filipino counterpart; a text with values as it reads filled. */
function walk(
  english: unknown,
  filipino: unknown,
  visit: (english: string, filipino: string, isFixed: boolean) => void,
): void {
  const text = textOf(english);
  if (text !== null) {
    visit(text, textOf(filipino) ?? '', typeof english === 'string');
    return;
  }
  if (typeof english !== 'object' || english === null) return;
  for (const [key, value] of Object.entries(english)) {
    walk(value, (filipino as Record<string, unknown> | undefined)?.[key], visit);
  }
}

export type { Messages };
