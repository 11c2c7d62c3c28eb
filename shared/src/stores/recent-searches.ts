// Recent searches (SPEC §2 keyword modal, §3 Recent-search item, §9): three lists kept apart
// (keywords, locations, products), newest first, at most 8 each, no two items with the same
// result name, persisted in localStorage.
import { createStore } from 'zustand/vanilla';
import { RECENT_SEARCH_MAX } from '../constants/limits';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { readStorage, removeStorage, writeStorage } from './storage';

export interface RecentSearchItem {
  cityCode: string;
  idx: number | string;
  nationCode: string;
  resultName: string;
  subIdx: number | string;
  /** 'location' or 'product' (SPEC §3 keyword search result). */
  resultType: string;
}

export type RecentSearchKind = 'keywords' | 'locations' | 'products';
export const RECENT_SEARCH_KINDS: readonly RecentSearchKind[] = ['keywords', 'locations', 'products'];

const KEYS: Record<RecentSearchKind, string> = {
  keywords: STORAGE_KEYS.recentKeywords,
  locations: STORAGE_KEYS.recentLocations,
  products: STORAGE_KEYS.recentProducts,
};

export interface RecentSearchesState {
  keywords: RecentSearchItem[];
  locations: RecentSearchItem[];
  products: RecentSearchItem[];
  /** Puts `item` first; an item with the same resultName is replaced, the 9th is dropped. */
  add(kind: RecentSearchKind, item: RecentSearchItem): void;
  remove(kind: RecentSearchKind, resultName: string): void;
  /** Empties one list, or all three without a kind (the modal's clear-all). */
  clear(kind?: RecentSearchKind): void;
  /** Re-reads localStorage (another tab changed it). */
  reload(): void;
}

function isItem(value: unknown): value is RecentSearchItem {
  return typeof value === 'object' && value !== null && typeof (value as RecentSearchItem).resultName === 'string';
}

function load(kind: RecentSearchKind): RecentSearchItem[] {
  const raw = readStorage<unknown>(KEYS[kind], []);
  return Array.isArray(raw) ? raw.filter(isItem).slice(0, RECENT_SEARCH_MAX) : [];
}

export function addRecent(list: readonly RecentSearchItem[], item: RecentSearchItem): RecentSearchItem[] {
  return [item, ...list.filter((x) => x.resultName !== item.resultName)].slice(0, RECENT_SEARCH_MAX);
}

export function createRecentSearchesStore() {
  const store = createStore<RecentSearchesState>()((set, get) => {
    const save = (kind: RecentSearchKind, list: RecentSearchItem[]) => {
      if (list.length === 0) removeStorage(KEYS[kind]);
      else writeStorage(KEYS[kind], list);
      set({ [kind]: list } as Pick<RecentSearchesState, RecentSearchKind>);
    };
    return {
      keywords: load('keywords'),
      locations: load('locations'),
      products: load('products'),
      add: (kind, item) => {
        if (item.resultName.trim() === '') return;
        save(kind, addRecent(get()[kind], item));
      },
      remove: (kind, resultName) => save(kind, get()[kind].filter((x) => x.resultName !== resultName)),
      clear: (kind) => {
        for (const k of kind ? [kind] : RECENT_SEARCH_KINDS) save(k, []);
      },
      reload: () => set({ keywords: load('keywords'), locations: load('locations'), products: load('products') }),
    };
  });
  return store;
}

export const recentSearchesStore = createRecentSearchesStore();

// Another tab's search shows up here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key)) recentSearchesStore.getState().reload();
  });
}
