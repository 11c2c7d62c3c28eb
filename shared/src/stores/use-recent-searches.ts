// React hook over the recent-searches store.
import { useStore } from 'zustand';
import { recentSearchesStore, type RecentSearchesState } from './recent-searches';

export function useRecentSearches<T>(selector: (state: RecentSearchesState) => T): T {
  return useStore(recentSearchesStore, selector);
}
