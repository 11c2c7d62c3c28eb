// Sort and filters of the results page live in the URL next to the SPEC §2 search query
// (STYLE "State of a booking flow": a reload or a shared link restores everything):
//   sort=priceAsc&priceMin=50000&priceMax=200000&stars=4,5&types=HOTEL,RESORT&facilities=POOL
//   &reviewMin=9&freeCancel=1&meals=1
// Unknown or malformed values fall back to the defaults instead of failing the request.

export const SORTS = ['recommend', 'priceAsc', 'priceDesc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'recommend';
export const STAR_CHOICES = [5, 4, 3, 2, 1] as const;
/** Review score thresholds offered (out of 10). */
export const REVIEW_CHOICES = [9, 8, 7] as const;

export const OPTION_KEYS = ['sort', 'priceMin', 'priceMax', 'stars', 'types', 'facilities', 'reviewMin', 'freeCancel', 'meals'] as const;

export interface ResultOptions {
  sort: Sort;
  priceMin: number | null;
  priceMax: number | null;
  stars: number[];
  types: string[];
  facilities: string[];
  /** One of REVIEW_CHOICES, or null for any score. */
  reviewMin: number | null;
  freeCancel: boolean;
  meals: boolean;
}

export const DEFAULT_OPTIONS: ResultOptions = { sort: DEFAULT_SORT, priceMin: null, priceMax: null, stars: [], types: [], facilities: [], reviewMin: null, freeCancel: false, meals: false };

const CODE = /^[A-Za-z0-9_.-]{1,40}$/;

function amount(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return null;
  return Number(text.trim());
}

function list(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((s) => s.trim()).filter((s) => CODE.test(s)))].sort();
}

export function parseOptions(params: URLSearchParams): ResultOptions {
  const sort = params.get('sort');
  let priceMin = amount(params.get('priceMin'));
  let priceMax = amount(params.get('priceMax'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const stars = list(params.get('stars'))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5)
    .sort((a, b) => b - a);
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : DEFAULT_SORT,
    priceMin,
    priceMax,
    stars,
    types: list(params.get('types')),
    facilities: list(params.get('facilities')),
    reviewMin: (REVIEW_CHOICES as readonly number[]).includes(Number(params.get('reviewMin'))) ? Number(params.get('reviewMin')) : null,
    freeCancel: params.get('freeCancel') === '1',
    meals: params.get('meals') === '1',
  };
}

/** A copy of `params` with the options written (defaults and empty lists left out). */
export function writeOptions(params: URLSearchParams, options: ResultOptions): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of OPTION_KEYS) out.delete(key);
  if (options.sort !== DEFAULT_SORT) out.set('sort', options.sort);
  if (options.priceMin !== null) out.set('priceMin', String(options.priceMin));
  if (options.priceMax !== null) out.set('priceMax', String(options.priceMax));
  if (options.stars.length) out.set('stars', [...options.stars].sort((a, b) => b - a).join(','));
  if (options.types.length) out.set('types', [...options.types].sort().join(','));
  if (options.facilities.length) out.set('facilities', [...options.facilities].sort().join(','));
  if (options.reviewMin !== null) out.set('reviewMin', String(options.reviewMin));
  if (options.freeCancel) out.set('freeCancel', '1');
  if (options.meals) out.set('meals', '1');
  return out;
}

export function hasFilters(options: ResultOptions): boolean {
  return (
    options.priceMin !== null || options.priceMax !== null || options.stars.length > 0 || options.types.length > 0 || options.facilities.length > 0 ||
    options.reviewMin !== null || options.freeCancel || options.meals
  );
}

export function filterCount(options: ResultOptions): number {
  return (
    (options.priceMin !== null || options.priceMax !== null ? 1 : 0) + options.stars.length + options.types.length + options.facilities.length +
    (options.reviewMin !== null ? 1 : 0) + (options.freeCancel ? 1 : 0) + (options.meals ? 1 : 0)
  );
}

export function withoutFilters(options: ResultOptions): ResultOptions {
  return { ...DEFAULT_OPTIONS, sort: options.sort };
}

export interface RequestFilters {
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  types?: string[];
  facilities?: string[];
  reviewMin?: number;
  freeCancel?: boolean;
  meals?: boolean;
}

/** The findProducts `filters` object, or undefined when nothing filters. */
export function requestFilters(options: ResultOptions): RequestFilters | undefined {
  if (!hasFilters(options)) return undefined;
  const filters: RequestFilters = {};
  if (options.priceMin !== null) filters.priceMin = options.priceMin;
  if (options.priceMax !== null) filters.priceMax = options.priceMax;
  if (options.stars.length) filters.stars = options.stars;
  if (options.types.length) filters.types = options.types;
  if (options.facilities.length) filters.facilities = options.facilities;
  if (options.reviewMin !== null) filters.reviewMin = options.reviewMin;
  if (options.freeCancel) filters.freeCancel = true;
  if (options.meals) filters.meals = true;
  return filters;
}

/** Adds or removes one value of a list filter. */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
