// GET /v1/books/status/{status} (SPEC §7 Bookings, §3 Booking list): the tab counts and one page
// of the tab's bookings (`page` from 1, `size`; the server pages).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, nullableText, numberField, textField } from '@stay/shared/contracts/fields';

export const BOOK_TABS = ['pending', 'complete', 'cancel'] as const;
export type BookTab = (typeof BOOK_TABS)[number];
export const isBookTab = (x: string | null): x is BookTab => (BOOK_TABS as readonly string[]).includes(x ?? '');

export const BOOKS_PAGE_SIZE = 10;

const BookSchema = v.object({
  orderNum: v.string(),
  orderProductIdx: numberField,
  orderProductStatus: textField,
  payStatus: textField,
  productIdx: numberField,
  productName: textField,
  productImg: textField,
  roomName: textField,
  checkinDate: nullableText,
  checkinTime: textField,
  checkoutDate: nullableText,
  checkoutTime: textField,
  count: numberField,
  /** WRITE: a review may be written now, until reviewDeadline (the last day); WRITTEN: the member has one (api/src/reviews). */
  review: v.optional(v.nullable(v.picklist(['WRITE', 'WRITTEN'])), null),
  reviewDeadline: v.optional(v.nullable(v.string()), null),
  terms: numberField,
  confirmNum: nullableText,
  voucherNum: nullableText,
  stayStartDate: nullableText,
  stayEndDate: nullableText,
  canChooseDate: v.optional(v.boolean(), false),
  cancelDate: nullableText,
  btnCancelYn: v.optional(v.nullable(v.string()), 'N'),
  totalAmount: numberField,
  ownChannel: v.optional(v.boolean(), false),
});
export type Book = v.InferOutput<typeof BookSchema>;

const BooksSchema = v.object({
  bookCnts: listOf(v.object({ orderStatus: v.string(), orderCnt: numberField, title: textField })),
  books: listOf(BookSchema),
  total: v.optional(v.number()),
  hasMore: v.optional(v.boolean(), false),
});
export type Books = v.InferOutput<typeof BooksSchema>;

export function getBooks(tab: BookTab, page: number, signal?: AbortSignal): Promise<Books> {
  return apiRequest('content', 'GET', `/v1/books/status/${tab}`, { query: { page, size: BOOKS_PAGE_SIZE }, signal, suppressAlert: true, schema: BooksSchema });
}

/** SPEC §4: each tab's count, 0 when the server leaves it out. */
export function countsOf(books: Pick<Books, 'bookCnts'>): Record<BookTab, number> {
  const out: Record<BookTab, number> = { pending: 0, complete: 0, cancel: 0 };
  for (const c of books.bookCnts) if (isBookTab(c.orderStatus)) out[c.orderStatus] = c.orderCnt;
  return out;
}
