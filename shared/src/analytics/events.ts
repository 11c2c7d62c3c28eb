// The analytics events (SPEC §7 "Other client behaviour": login with its method, sign_up,
// view_item, book, wish, search and page views). The spec does not show payloads; these follow
// GA4's recommended event shapes (snake_case params, e-commerce `items`, `currency` + `value`),
// so an adapter for a tag manager can pass them on unchanged. Pure: no browser APIs here, and the
// API's collector validates incoming batches with the same `validateAnalyticsEvent`.
//
// | name      | params                                                                                   |
// |-----------|------------------------------------------------------------------------------------------|
// | login     | method: 'email' \| 'kakao'                                                               |
// | sign_up   | method: 'email' \| 'kakao'                                                               |
// | search    | search_term?, city_code?, check_in_date, check_out_date, adults, children, rooms         |
// | view_item | currency 'KRW', value (lowest price, won, 0 if unknown), items: [one AnalyticsItem]      |
// | wish      | wished: boolean, items: [one AnalyticsItem] (GA4 add_to_wishlist, plus removal)          |
// | book      | transaction_id (order number), currency 'KRW', value (paid, won), items (GA4 purchase)   |
// | page_view | page_path (app path without locale or query), page_kind? (SPEC §4 page kinds)            |
//
// AnalyticsItem: item_id (product idx as text), item_name, item_category ('stay' | 'event'),
// price? (won), quantity? (rooms).

export const ANALYTICS_EVENT_NAMES = ['login', 'sign_up', 'search', 'view_item', 'wish', 'book', 'page_view'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export type LoginMethod = 'email' | 'kakao';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: 'stay' | 'event';
  price?: number;
  quantity?: number;
}

export interface AnalyticsParams {
  login: { method: LoginMethod };
  sign_up: { method: LoginMethod };
  search: { search_term?: string; city_code?: string; check_in_date: string; check_out_date: string; adults: number; children: number; rooms: number };
  view_item: { currency: 'KRW'; value: number; items: [AnalyticsItem] };
  wish: { wished: boolean; items: [AnalyticsItem] };
  book: { transaction_id: string; currency: 'KRW'; value: number; items: AnalyticsItem[] };
  page_view: { page_path: string; page_kind?: PageKind };
}

/** SPEC §4 page kinds. */
export const PAGE_KINDS = ['general', 'lms', 'rateplan', 'event', 'book', 'stay'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export type AnalyticsEvent = { [N in AnalyticsEventName]: { name: N; params: AnalyticsParams[N] } }[AnalyticsEventName];

/** What travels to the collector: the event plus when it happened and the browser tab's session. */
export interface CollectedEvent {
  name: AnalyticsEventName;
  params: Record<string, unknown>;
  /** ISO instant on the client's clock. */
  at: string;
  /** A random session id (30 idle minutes, shared by the site's tabs); joins search -> view_item -> book. */
  sessionId: string;
}

/** Limits of one batch sent to the collector. */
export const ANALYTICS_BATCH_MAX = 20;

const MAX_TEXT = 200;
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ALLOWED: Record<AnalyticsEventName, readonly string[]> = {
  login: ['method'],
  sign_up: ['method'],
  search: ['search_term', 'city_code', 'check_in_date', 'check_out_date', 'adults', 'children', 'rooms'],
  view_item: ['currency', 'value', 'items'],
  wish: ['wished', 'items'],
  book: ['transaction_id', 'currency', 'value', 'items'],
  page_view: ['page_path', 'page_kind'],
};

function itemIssues(items: unknown, prefix: string, maxItems: number): string[] {
  if (!Array.isArray(items) || items.length < 1 || items.length > maxItems) return [`${prefix}items`];
  const issues: string[] = [];
  items.forEach((item, i) => {
    const at = `${prefix}items.${i}.`;
    if (!isPlainObject(item)) return void issues.push(`${prefix}items.${i}`);
    for (const key of Object.keys(item)) if (!['item_id', 'item_name', 'item_category', 'price', 'quantity'].includes(key)) issues.push(`${at}${key}`);
    if (!isText(item.item_id, 20) || !/^\d+$/.test(item.item_id)) issues.push(`${at}item_id`);
    if (!isText(item.item_name)) issues.push(`${at}item_name`);
    if (item.item_category !== 'stay' && item.item_category !== 'event') issues.push(`${at}item_category`);
    if (item.price !== undefined && !isInt(item.price, 0, 100_000_000)) issues.push(`${at}price`);
    if (item.quantity !== undefined && !isInt(item.quantity, 1, 20)) issues.push(`${at}quantity`);
  });
  return issues;
}

/** The fields that are wrong (empty: valid). Unknown names and unknown params are refused. */
export function validateAnalyticsEvent(event: unknown): string[] {
  if (!isPlainObject(event)) return ['event'];
  const name = event.name as AnalyticsEventName;
  if (!ANALYTICS_EVENT_NAMES.includes(name)) return ['name'];
  const p = event.params;
  if (!isPlainObject(p)) return ['params'];
  const issues = Object.keys(p)
    .filter((k) => !ALLOWED[name].includes(k))
    .map((k) => `params.${k}`);
  const check = (ok: boolean, field: string) => {
    if (!ok) issues.push(`params.${field}`);
  };
  switch (name) {
    case 'login':
    case 'sign_up':
      check(p.method === 'email' || p.method === 'kakao', 'method');
      break;
    case 'search':
      check(p.search_term === undefined || isText(p.search_term, 100), 'search_term');
      check(p.city_code === undefined || isText(p.city_code, 20), 'city_code');
      check(isDay(p.check_in_date), 'check_in_date');
      check(isDay(p.check_out_date), 'check_out_date');
      check(isInt(p.adults, 1, 20), 'adults');
      check(isInt(p.children, 0, 20), 'children');
      check(isInt(p.rooms, 1, 20), 'rooms');
      break;
    case 'view_item':
      check(p.currency === 'KRW', 'currency');
      check(isInt(p.value, 0, 100_000_000), 'value');
      issues.push(...itemIssues(p.items, 'params.', 1));
      break;
    case 'wish':
      check(typeof p.wished === 'boolean', 'wished');
      issues.push(...itemIssues(p.items, 'params.', 1));
      break;
    case 'book':
      check(isText(p.transaction_id, 64), 'transaction_id');
      check(p.currency === 'KRW', 'currency');
      check(isInt(p.value, 0, 100_000_000), 'value');
      issues.push(...itemIssues(p.items, 'params.', 10));
      break;
    case 'page_view':
      check(isText(p.page_path, 300) && p.page_path.startsWith('/'), 'page_path');
      check(p.page_kind === undefined || (PAGE_KINDS as readonly unknown[]).includes(p.page_kind), 'page_kind');
      break;
  }
  return issues;
}

/** A collected event's own fields (besides name and params). */
export function validateCollectedEvent(event: unknown): string[] {
  if (!isPlainObject(event)) return ['event'];
  const issues: string[] = [];
  for (const key of Object.keys(event)) if (!['name', 'params', 'at', 'sessionId'].includes(key)) issues.push(key);
  if (typeof event.at !== 'string' || Number.isNaN(Date.parse(event.at)) || event.at.length > 40) issues.push('at');
  if (typeof event.sessionId !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(event.sessionId)) issues.push('sessionId');
  return [...issues, ...validateAnalyticsEvent({ name: event.name, params: event.params })];
}
