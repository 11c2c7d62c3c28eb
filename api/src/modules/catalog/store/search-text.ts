// The keyword search's text rules, shared by the seed (which stores names and grams) and the
// query (which must normalise the typed text the same way).

/** NFKC (full-width -> ASCII, half-width kana -> full), lower case, single spaces, trimmed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every 1- and 2-character gram of each name (by code point), deduplicated. */
export function gramsOfNames(names: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const name of names) {
    const chars = [...name];
    for (let i = 0; i < chars.length; i += 1) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...grams];
}

/**
 * The grams a query needs: its 2-grams (its single character when it has one). Every one must be
 * among a name's grams for the name to contain the query, so they make a sound GIN pre-filter;
 * at most `limit` of them keep long queries cheap (the substring test still checks all of it).
 */
export function gramsOfQuery(query: string, limit = 6): string[] {
  const chars = [...query];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams].slice(0, limit);
}
