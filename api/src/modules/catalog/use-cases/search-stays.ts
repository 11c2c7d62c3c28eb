// The results page (docs/api/content-search.md "Results"): the stays of a destination priced for
// the stay, filtered, sorted and paged (search/find-products.ts), with the dates searched.
import type { FastifyInstance } from 'fastify';
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { koreanDay, toStayCondition } from '../../pricing';
import { findProducts, type Filters, type Sort } from '../search/find-products';
import type { Destination } from '../search/scope';
import type { SearchStore } from '../search/search-store';

export interface StaySearch extends Destination {
  checkInDate?: string | null;
  checkOutDate?: string | null;
  adtCnt: number;
  chdCnt: number;
  chdAges: number[];
  count: number;
  sort: Sort;
  filters: Filters | null;
  page: number;
  size: number;
}

export async function searchStays(app: FastifyInstance, store: SearchStore, body: StaySearch, locale: Locale) {
  const today = koreanDay(app.clock());
  // SPEC §4 "Search defaults": if either date is empty, both revert to the defaults.
  const dates = body.checkInDate && body.checkOutDate ? { checkInDate: body.checkInDate, checkOutDate: body.checkOutDate } : defaultStayDays(today);
  const condition = toStayCondition({ ...body, ...dates }, today);
  const filters = body.filters ?? {};
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) {
    throw new AppError('INVALID_INPUT', { issues: [{ field: 'filters.priceMin', rule: 'INVALID' }] });
  }
  const destination = {
    nationCode: body.nationCode,
    cityCode: body.cityCode,
    area: body.area,
    subArea: body.subArea,
    searchText: body.searchText,
    locationKR: body.locationKR,
    subLocationKR: body.subLocationKR,
  };
  const found = await findProducts({ destination, condition, sort: body.sort, filters, page: body.page, size: body.size }, store, today, locale);
  return { ...found, ...dates };
}
