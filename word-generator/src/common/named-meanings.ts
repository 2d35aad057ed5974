/** A table of written meanings readers named an existing word for: the definition, then the word or words named. */
export type NamedMeanings = readonly (readonly [definition: string, namedBy: string])[];

/**
 * The lookup over such a table: the word named for a definition, if readers named one. Compared trimmed and
 * in lower case, so a table row matches the definition however the data file spaced or capitalised it.
 */
export function namedMeaningLookup(table: NamedMeanings): (definition: string) => string | undefined {
  const key = (definition: string) => definition.trim().toLowerCase();
  const named = new Map(table.map(([definition, namedBy]) => [key(definition), namedBy]));
  return (definition) => named.get(key(definition));
}
