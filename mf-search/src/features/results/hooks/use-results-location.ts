// The URL is the source of truth of the results page (SPEC §5 "Initial URL query", §9 defaults;
// STYLE: criteria live in the URL). Every new location is parsed again, and the condition is put
// into the app-wide search condition store so the shell's web-bar summary shows this search.
import { fromQuery, navigate, toQuery, useSearchConditionStore, type SearchCondition } from '@stay/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { paths } from '../../../config/paths';
import { parseOptions, writeOptions, type ResultOptions } from '../lib/results-query';

export function readResultsQuery(search: string): { condition: SearchCondition; options: ResultOptions } {
  const params = new URLSearchParams(search);
  return { condition: fromQuery(params), options: parseOptions(params) };
}

/** The /search URL of a condition with its sort and filters. */
export function resultsUrl(condition: SearchCondition, options: ResultOptions): string {
  return paths.search(writeOptions(toQuery(condition), options));
}

export function useResultsLocation(search: string) {
  const store = useSearchConditionStore();
  const { condition, options } = useMemo(() => readResultsQuery(search), [search]);

  useEffect(() => {
    const state = store.getState();
    // toQuery(condition) names every destination key the condition has, so applyQuery replaces
    // the whole destination; setDestination covers a destination that is empty on purpose.
    state.applyQuery(toQuery(condition));
    state.setDestination(condition);
  }, [store, condition]);

  /** Sort and filter changes replace the entry: Back leaves the results instead of undoing clicks. */
  const setOptions = useCallback((next: ResultOptions) => navigate(resultsUrl(condition, next), { replace: true }), [condition]);
  const searchFor = useCallback((next: SearchCondition, nextOptions: ResultOptions) => navigate(resultsUrl(next, nextOptions)), []);

  return { condition, options, setOptions, searchFor };
}
