// The search condition store (SPEC §3 Search condition, §4 Calendar and Search defaults, §5
// Search counts). A FACTORY, because the search section can appear twice on one page (web bar
// and main page; STYLE "State of a booking flow"), plus one app-wide instance that is persisted so
// the next visit starts from the last search (stale dates are replaced on load).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { addDays, compareDays } from '../dates/parse';
import { clampAdults, clampAge, clampChildren, clampRoomsFor, resizeAges } from './search-counts';
import { defaultDates, defaultSearchCondition, isUsableCheckIn, sanitizeCondition, type SearchCondition } from './search-defaults';
import { fromQuery } from './search-query';
import { readStorage, writeStorage } from './storage';
import { coerceNumber } from '../validation/coerce';

export type Destination = Pick<SearchCondition, 'nationCode' | 'cityCode' | 'searchText' | 'area' | 'subArea'>;

export interface SearchConditionActions {
  /** Replaces the whole destination; fields not given become ''. */
  setDestination(destination: Partial<Destination>): void;
  setSearchText(text: string): void;
  /** SPEC §4: setting a check-in date clears the check-out date. Past or invalid dates are ignored. */
  setCheckIn(date: string): void;
  /** Sets the check-out; a date not after the check-in starts a new range from that date. */
  setCheckOut(date: string): void;
  /** SPEC §4: on confirm without a check-out, the check-out is the day after check-in. */
  confirmDates(): void;
  setAdults(count: number): void;
  setChildren(count: number): void;
  /** Adds a child with age 0. */
  addChild(): void;
  /** Removes the last child and its age. */
  removeChild(): void;
  setChildAge(index: number, age: number): void;
  /** Rooms 1-5, at most one per adult. */
  setRooms(count: number): void;
  /** Takes the condition from a /search query (SPEC §5 "Initial URL query"). */
  applyQuery(params: URLSearchParams): void;
  /** SPEC §4: on search, if either date is empty both revert to the defaults. Returns the condition. */
  prepareSearch(): SearchCondition;
  reset(): void;
}

export type SearchConditionState = SearchCondition & SearchConditionActions;
export type SearchConditionStore = StoreApi<SearchConditionState>;

export interface SearchConditionStoreOptions {
  /** localStorage key to restore from and save to; nothing is persisted without it. */
  storageKey?: string;
}

/** The data part of the state (what is saved and what `toQuery` reads). */
export function pickCondition(state: SearchCondition): SearchCondition {
  const { nationCode, cityCode, searchText, area, subArea, checkInDate, checkOutDate, adtCnt, chdCnt, chdAges, count } = state;
  return { nationCode, cityCode, searchText, area, subArea, checkInDate, checkOutDate, adtCnt, chdCnt, chdAges, count };
}

export function createSearchConditionStore(
  initial: Partial<SearchCondition> = {},
  options: SearchConditionStoreOptions = {},
): SearchConditionStore {
  const { storageKey } = options;
  const stored = storageKey ? readStorage<Partial<SearchCondition>>(storageKey, {}) : {};
  const start = sanitizeCondition({ ...stored, ...initial });

  // The store's first state is the defaults (with `initial`); a stored condition is applied right
  // after. A first view drawn on the server shows the defaults, and its hydration reads a
  // store's first state (zustand's server snapshot), so both agree; the stored condition follows.
  const store = createStore<SearchConditionState>()((setAny, get) => {
    // Only a change is set: a new state draws every part that reads the store again, at once (a
    // page that puts its own condition into the store as it starts would draw the frame twice).
    const set = (change: Partial<SearchConditionState> | ((s: SearchConditionState) => Partial<SearchConditionState>)) => {
      const now = get();
      const next = typeof change === 'function' ? change(now) : change;
      const keys = Object.keys(next) as (keyof SearchConditionState)[];
      if (keys.some((k) => JSON.stringify(next[k]) !== JSON.stringify(now[k]))) setAny(next);
    };
    return {
      ...(storageKey ? sanitizeCondition(initial) : start),
      setDestination: (d) =>
        set({ nationCode: d.nationCode ?? '', cityCode: d.cityCode ?? '', searchText: d.searchText ?? '', area: d.area ?? '', subArea: d.subArea ?? '' }),
      setSearchText: (searchText) => set({ searchText }),
      setCheckIn: (date) => {
        if (isUsableCheckIn(date)) set({ checkInDate: date, checkOutDate: '' });
      },
      setCheckOut: (date) => {
        if (!isUsableCheckIn(date)) return;
        const { checkInDate } = get();
        if (checkInDate && compareDays(date, checkInDate) > 0) set({ checkOutDate: date });
        else set({ checkInDate: date, checkOutDate: '' });
      },
      confirmDates: () => {
        const { checkInDate, checkOutDate } = get();
        if (checkInDate && !checkOutDate) set({ checkOutDate: addDays(checkInDate, 1) });
      },
      setAdults: (count) =>
        set((s) => {
          // Every room needs an adult: adults do not go below the rooms (the modal blocks it).
          const adtCnt = clampAdults(Math.max(coerceNumber(count), s.count), s.chdCnt);
          return { adtCnt, count: clampRoomsFor(s.count, adtCnt) };
        }),
      setChildren: (count) =>
        set((s) => {
          const chdCnt = clampChildren(count, s.adtCnt);
          return { chdCnt, chdAges: resizeAges(s.chdAges, chdCnt) };
        }),
      addChild: () => get().setChildren(get().chdCnt + 1),
      removeChild: () => get().setChildren(get().chdCnt - 1),
      setChildAge: (index, age) =>
        set((s) => {
          if (index < 0 || index >= s.chdCnt) return s;
          const chdAges = resizeAges(s.chdAges, s.chdCnt);
          chdAges[index] = clampAge(age);
          return { chdAges };
        }),
      setRooms: (count) => set((s) => ({ count: clampRoomsFor(count, s.adtCnt) })),
      applyQuery: (params) => set(fromQuery(params, pickCondition(get()))),
      prepareSearch: () => {
        const { checkInDate, checkOutDate } = get();
        if (!checkInDate || !checkOutDate) set(defaultDates());
        return pickCondition(get());
      },
      reset: () => set(defaultSearchCondition()),
    };
  });

  if (storageKey) {
    store.setState(start);
    store.subscribe((state) => writeStorage(storageKey, pickCondition(state)));
  }
  return store;
}

/**
 * Before a server render: the store starts again from the defaults of the page being
 * drawn (its language, today), which is where the visitor's browser starts from too.
 */
export function startFromDefaults(store: SearchConditionStore): void {
  const fresh: SearchConditionState = { ...store.getState(), ...sanitizeCondition({}) };
  store.setState(fresh, true);
  store.getInitialState = () => fresh;
}

/**
 * The app-wide search condition (web bar summary, results page). Made on its first use, not when
 * this package is loaded: making it reads the stored search, works out today's default
 * dates and names Seoul in the page's language, which started i18next before the page set it up,
 * half of the package's start-up task on a phone.
 */
let appStore: SearchConditionStore | null = null;
const app = () => (appStore ??= createSearchConditionStore({}, { storageKey: STORAGE_KEYS.searchCondition }));
export const searchConditionStore: SearchConditionStore = {
  getState: () => app().getState(),
  getInitialState: () => app().getInitialState(),
  setState: (...args: Parameters<SearchConditionStore['setState']>) => app().setState(...args),
  subscribe: (listener) => app().subscribe(listener),
} as SearchConditionStore;
