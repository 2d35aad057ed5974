import { JUDGED_USAGE_MISFITS } from './data/judged-usage-misfits';

// Kind sentences and templates are written for a whole kind of meaning, and some read wrong for one meaning
// of the kind all the same ("Her poltroonery had won her many friends", "The vaulter was knocked out in the
// first round", "Nobody questioned the burgundy of the plan"): no rule on the sentence alone tells them apart,
// and blind readers flag them on real words and fakes alike. So editors who saw only the definition and the
// sentence (never whether the word was real) judged every kind sentence and template the built bank showed, and
// a pair judged wrong is never made again. The table is data/judged-usage-misfits.ts.

/** A frame as the table keeps it: lower case, "{a}" before the word, no closing stop. */
export function frameKey(frame: string): string {
  return frame
    .toLowerCase()
    .replace(/\b(an?|\{a\})\s+\{w\}/g, '{a} {w}')
    .replace(/[.!?]+\s*$/, '')
    .trim();
}

const definitionKey = (definition: string) => definition.trim().toLowerCase();

/** The judged frames by definition: most definitions have none, and are answered without keying the frame. */
const MISFIT_FRAMES = new Map<string, Set<string>>();
for (const [definition, frame] of JUDGED_USAGE_MISFITS) {
  const key = definitionKey(definition);
  const frames = MISFIT_FRAMES.get(key) ?? new Set<string>();
  frames.add(frameKey(frame));
  MISFIT_FRAMES.set(key, frames);
}

/** Whether editors judged `frame` (with `{w}` for the word) wrong for a word defined as `definition`. */
export function isJudgedMisfit(definition: string, frame: string): boolean {
  return MISFIT_FRAMES.get(definitionKey(definition))?.has(frameKey(frame)) ?? false;
}
