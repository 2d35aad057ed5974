// Comments may cite only what the next engineer can open: a file of the repository (docs/design.md decision 6,
// docs/product.md §7, docs/architecture.md). An issue number or a document outside the repository (the
// issue tracker, the team's notes) is a reference nobody can follow from the code, so its reason belongs in
// the comment itself or in docs/.

/** Citations of what is not in the repository. */
const OUTSIDE = [
  { pattern: /\bissues? \d+/i, says: 'an issue number' },
  { pattern: /\b[D]ESIGN(\.md)? (decisions?|gaps?)\b/, says: 'the team design notes (cite docs/design.md)' },
  { pattern: /\bspec §\d/, says: 'the product spec (cite docs/product.md)' },
  { pattern: /\bnotes?\/[a-z0-9.-]+\.md|\bnote word-data\b|\bword-data §/, says: "the team's notes" },
];

export interface OutsideCitation {
  line: number;
  text: string;
  says: string;
}

/**
 * The comment lines of a source file that cite something outside the repository. A line is a comment when it
 * opens with `//`, `/*` or `*`, is inside a block comment, or has a ` // ` comment after its code; strings
 * (a test's name) are not comments.
 */
export function outsideCitations(source: string): OutsideCitation[] {
  const found: OutsideCitation[] = [];
  let isInBlock = false;
  source.split('\n').forEach((line, index) => {
    const trimmed = line.trimStart();
    let comment: string | undefined;
    if (isInBlock || /^(\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) comment = trimmed;
    else if (line.includes(' // ')) comment = line.slice(line.indexOf(' // '));
    const opens = trimmed.lastIndexOf('/*');
    const closes = trimmed.lastIndexOf('*/');
    if (opens >= 0 && opens > closes) isInBlock = true;
    else if (closes >= 0) isInBlock = false;
    if (comment === undefined) return;
    for (const { pattern, says } of OUTSIDE) {
      if (pattern.test(comment)) found.push({ line: index + 1, text: trimmed, says });
    }
  });
  return found;
}
