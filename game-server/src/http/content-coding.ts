/** The encodings a built file may be stored in beside itself, best first: Brotli is smaller than gzip. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The file extension of a file precompressed in a coding (app.js.br, app.js.gz). */
export const CODING_EXTENSIONS: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/** Each coding an Accept-Encoding header names, with its weight (q), lower-cased. */
function weightsOf(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * Which of the stored codings to send for this Accept-Encoding, or null for the file as it is. The client's
 * weights decide; where they tie, ours do (browsers list gzip before br at the same weight, and Brotli is the
 * smaller). A coding the header leaves out is acceptable only through `*`. The file as it is is the answer when
 * no stored coding is acceptable: every client reads it, and a refusal of it is too rare to answer 406.
 */
export function preferredContentCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  const weights = weightsOf(acceptEncoding);
  const anyWeight = weights.get('*');
  const weightOf = (coding: string) => weights.get(coding) ?? anyWeight;
  let best: { coding: ContentCoding; weight: number } | null = null;
  for (const coding of CONTENT_CODINGS) {
    const weight = weightOf(coding) ?? 0;
    if (!available.includes(coding) || weight <= 0) continue;
    if (best === null || weight > best.weight) best = { coding, weight };
  }
  return best?.coding ?? null;
}
