// The shapes of a results search (docs/api/content-search.md "Results"): its query, its sorts and
// filters, and its answer.
import type { StayCondition } from '../../pricing';
import type { ProductCard } from './cards';
import type { Destination } from './scope';

export const SORTS = ['recommend', 'priceAsc', 'priceDesc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface Filters {
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  types?: string[];
  facilities?: string[];
  /** Review score at least this (0-10). */
  reviewMin?: number;
  /** The shown rate plan cancels free. */
  freeCancel?: boolean;
  /** The shown rate plan includes meals (anything but room only). */
  meals?: boolean;
}

export interface FindProductsQuery {
  destination: Destination;
  condition: StayCondition;
  sort: Sort;
  filters: Filters;
  page: number;
  size: number;
}

interface Facet {
  code: string;
  name: string;
  count: number;
}

export interface FindProductsResult {
  total: number;
  page: number;
  size: number;
  products: ProductCard[];
  facets: { types: Facet[]; facilities: Facet[]; priceRange: { min: number; max: number } };
  /**
   * The searched place's name in the request's language when the search is a location (a
   * Korean searchText in the link must not title an English or Japanese page), else null.
   */
  place: string | null;
}

