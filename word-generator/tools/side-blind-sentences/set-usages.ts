import ts from 'typescript';

// Puts new sentences into a word data file's source (english-real-usages-*.ts, english-*-meanings-*.ts) in
// place, so its comments and order stay: each entry's `usage` is replaced, or added after its definition.

/** Which entries a file holds: a real word's sense (`word|synset`) or a fake's written meaning (its definition). */
export type DataSide = 'real' | 'fake';

function property(entry: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return entry.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
  );
}

/** The key an entry is found by: `word|synset` for a real word, the definition for a written meaning. */
function entryKey(entry: ts.ObjectLiteralExpression, side: DataSide): string | undefined {
  const text = (name: string) => {
    const initializer = property(entry, name)?.initializer;
    return initializer && ts.isStringLiteral(initializer) ? initializer.text : undefined;
  };
  if (side === 'fake') return text('definition');
  const word = text('word');
  const synset = text('synset');
  return word === undefined || synset === undefined ? undefined : `${word}|${synset}`;
}

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * `source` with each entry's usage set to `usageOf(key)` where that gives one; entries it gives none keep
 * theirs. Returns the new source and how many entries were set.
 */
export function setUsages(
  source: string,
  side: DataSide,
  usageOf: (key: string) => string | undefined,
): { source: string; set: number } {
  const file = ts.createSourceFile('data.ts', source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const key = entryKey(node, side);
      const usage = key === undefined ? undefined : usageOf(key);
      if (usage !== undefined) {
        const existing = property(node, 'usage');
        const anchor = property(node, side === 'fake' ? 'definition' : 'synset');
        if (existing)
          edits.push({ start: existing.initializer.getStart(), end: existing.getEnd(), text: quoted(usage) });
        else if (anchor)
          edits.push({ start: anchor.getEnd(), end: anchor.getEnd(), text: `, usage: ${quoted(usage)}` });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const edit of edits.sort((left, right) => right.start - left.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { source: result, set: edits.length };
}
