// Helpers of the keyword modal: the options of both suggestion columns in one keyboard order, and
// the matched part of a name for highlighting.
import type { KeywordResult, KeywordResults } from '../api/search-keyword';

export function suggestionOptions(results: KeywordResults): KeywordResult[] {
  return [...results.locations, ...results.products];
}

/** Splits `name` around the first case-insensitive match of `query`: [before, match, after]. */
export function splitMatch(name: string, query: string): [string, string, string] {
  const q = query.trim();
  if (!q) return [name, '', ''];
  const at = name.toLocaleLowerCase().indexOf(q.toLocaleLowerCase());
  if (at < 0) return [name, '', ''];
  return [name.slice(0, at), name.slice(at, at + q.length), name.slice(at + q.length)];
}

/** The next active option for an arrow key, wrapping around; -1 when there are none. */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
