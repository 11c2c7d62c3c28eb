// The keyword modal's query state (SPEC §5 "Keyword search input", §7, §8):
// - a query is sent only for sendable text (isSendableKeyword: letters, digits, '&', spaces and
//   WHOLE Hangul syllables), so a half-composed 'ㅅ' or '서ㅇ' never reaches the server;
// - calls are debounced 300 ms and a newer call cancels the older one (createDebouncedCall);
// - while the IME composes, the text the input shows may still change without an input event in
//   some browsers, so compositionend runs the same rule on the final text;
// - errors are only logged.
import { createDebouncedCall, isClientException, isSendableKeyword, logger } from '@stay/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchKeyword, type KeywordResults } from '../api/search-keyword';

export type KeywordStatus = 'idle' | 'loading' | 'done' | 'error';

export interface KeywordSearchState {
  status: KeywordStatus;
  /** The text the shown results belong to. */
  resultsFor: string;
  results: KeywordResults;
}

const EMPTY: KeywordResults = { locations: [], products: [] };

export function useKeywordSearch(search: (text: string, signal: AbortSignal) => Promise<KeywordResults> = searchKeyword) {
  const [text, setText] = useState('');
  const [state, setState] = useState<KeywordSearchState>({ status: 'idle', resultsFor: '', results: EMPTY });
  const lastSent = useRef('');
  const composing = useRef(false);

  const call = useMemo(() => createDebouncedCall((signal: AbortSignal, q: string) => search(q, signal)), [search]);
  useEffect(() => () => call.cancel(), [call]);

  const query = useCallback(
    (value: string) => {
      const q = value.trim();
      if (q === '') {
        // Empty input shows recent and popular destinations: nothing to ask.
        call.cancel();
        lastSent.current = '';
        setState({ status: 'idle', resultsFor: '', results: EMPTY });
        return;
      }
      // Not sendable (e.g. '서ㅇ' mid-composition): keep what is shown, send nothing.
      if (!isSendableKeyword(q) || q === lastSent.current) return;
      lastSent.current = q;
      setState((s) => ({ ...s, status: 'loading' }));
      call(q).then(
        (results) => setState({ status: 'done', resultsFor: q, results }),
        (error: unknown) => {
          if (isClientException(error) && error.code === 'ABORTED') return; // superseded by a newer call
          logger.error('keyword search failed', error);
          lastSent.current = ''; // the same text may be tried again
          setState({ status: 'error', resultsFor: q, results: EMPTY });
        },
      );
    },
    [call],
  );

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      query(value);
    },
    [query],
  );

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);

  const onCompositionEnd = useCallback(
    (value: string) => {
      composing.current = false;
      setText(value);
      query(value);
    },
    [query],
  );

  const clear = useCallback(() => onChange(''), [onChange]);

  return { text, state, onChange, onCompositionStart, onCompositionEnd, clear, isComposing: () => composing.current };
}
