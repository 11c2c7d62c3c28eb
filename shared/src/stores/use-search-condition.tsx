// React access to a search condition store. Without a provider, components use the app-wide
// instance; a provider gives one widget (e.g. a second search section) its own store.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSearchConditionStore, searchConditionStore, type SearchConditionState, type SearchConditionStore } from './search-condition';

const SearchConditionContext = createContext<SearchConditionStore | null>(null);

export interface SearchConditionProviderProps {
  /** The store to provide; a fresh, unpersisted one when omitted. */
  store?: SearchConditionStore;
  children: ReactNode;
}

export function SearchConditionProvider({ store, children }: SearchConditionProviderProps) {
  const [value] = useState(() => store ?? createSearchConditionStore());
  return <SearchConditionContext.Provider value={value}>{children}</SearchConditionContext.Provider>;
}

export function useSearchConditionStore(): SearchConditionStore {
  return useContext(SearchConditionContext) ?? searchConditionStore;
}

export function useSearchCondition<T>(selector: (state: SearchConditionState) => T): T {
  return useStore(useSearchConditionStore(), selector);
}
