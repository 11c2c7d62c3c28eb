// How deep a JSON text nests, found without parsing it: a body of a few hundred kilobytes of
// brackets parses (and then validates) into a structure whose depth costs far more than its size,
// so a body deeper than any payload of ours is refused before anything reads it. One pass over the
// characters, strings skipped (a bracket inside a string does not nest).

/** True when `text` opens more than `max` arrays and objects inside each other. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
