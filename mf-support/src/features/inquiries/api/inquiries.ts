// The member's 1:1 inquiries (SPEC §7 "Inquiries", §3 Inquiry list): the list by status
// with its counts, one inquiry, the bookings a question can be about, the form's pre-fill for a
// booking, when a question sent now would be answered, and sending one.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';
import { InquiryBookingsSchema, type InquiryBooking } from '@stay/shared/contracts/inquiry-booking';

export const inquirySchema = v.object({
  idx: v.number(),
  type: v.string(),
  typeName: v.string(),
  title: v.string(),
  contents: v.string(),
  regDate: v.string(),
  complete: v.boolean(),
  status: v.picklist(['WAIT', 'COMPLETE']),
  dueDate: v.string(),
  overdue: v.boolean(),
  commentContents: v.nullable(v.string()),
  commentRegDate: v.nullable(v.string()),
  orderNum: v.nullable(v.string()),
  productName: v.nullable(v.string()),
  checkinDate: v.nullable(v.string()),
  checkoutDate: v.nullable(v.string()),
  pageUrl: v.optional(v.nullable(v.string()), null),
});
export type Inquiry = v.InferOutput<typeof inquirySchema>;

const countSchema = v.object({ completeCnt: v.number(), totalCnt: v.number(), waitCnt: v.number() });
const listSchema = v.object({ inquiries: v.array(inquirySchema), count: countSchema, total: v.number(), page: v.number(), size: v.number() });
export type InquiryList = v.InferOutput<typeof listSchema>;
export type StatusTab = 'ALL' | 'WAIT' | 'COMPLETE';
export const INQUIRY_PAGE_SIZE = 10;

export const getInquiries = (status: StatusTab, page: number, signal: AbortSignal) =>
  apiRequest('content', 'GET', `/v1/inquiries/status/${status}`, { signal, suppressAlert: true, query: { page, size: INQUIRY_PAGE_SIZE }, schema: listSchema });

export const getInquiry = async (idx: number, signal: AbortSignal) =>
  (await apiRequest('content', 'GET', `/v1/inquiries/detail/${idx}`, { signal, suppressAlert: true, schema: v.object({ inquiry: inquirySchema }) })).inquiry;

export type InquiryOrder = InquiryBooking;

/** The member's real bookings, newest first (the server leaves out checkouts never paid). */
export const getInquiryOrders = async (signal: AbortSignal) =>
  (await apiRequest('content', 'GET', '/v1/inquiries/orders', { signal, suppressAlert: true, schema: InquiryBookingsSchema })).orders;

const typesSchema = v.object({ commonCodes: v.array(v.object({ code: v.string(), name: v.string() })) });
/** SPEC §7: inquiry type codes use common code 105. */
export const getInquiryTypes = async (signal: AbortSignal) =>
  (await apiRequest('content', 'GET', '/v1/commoncode/105', { signal, suppressAlert: true, schema: typesSchema })).commonCodes;

const replyTimeSchema = v.object({ open: v.boolean(), dueDate: v.string() });
export const getReplyTime = (signal: AbortSignal) => apiRequest('content', 'GET', '/v1/inquiries/reply-time', { signal, suppressAlert: true, schema: replyTimeSchema });

export interface InquiryInput {
  type: string;
  title: string;
  content: string;
  orderNum: string | null;
  inquiryType: 'FORM' | 'BOOKING' | 'CHAT';
  pageUrl: string | null;
}

/** Failures are shown by the form itself (field messages, kept text), not by the alert. */
export const sendInquiry = async (input: InquiryInput) =>
  (await apiRequest('content', 'POST', '/v1/inquiries', { body: input, suppressAlert: true, schema: v.object({ inquiry: inquirySchema }) })).inquiry;

const prefillSchema = v.object({ inquiry: v.object({ type: v.string(), orderNum: v.string(), productName: v.string(), checkinDate: v.nullable(v.string()), checkoutDate: v.nullable(v.string()) }) });
/** SPEC §7 GET /v1/inquiries/{type} {type, orderNum} -> inquiry: the form pre-filled for one booking. */
export const getInquiryPrefill = async (type: string, orderNum: string, signal: AbortSignal) =>
  (await apiRequest('content', 'GET', `/v1/inquiries/${encodeURIComponent(type)}`, { signal, suppressAlert: true, query: { orderNum }, schema: prefillSchema })).inquiry;

/** Whether the member answers inquiries (the operator page); false for a visitor. */
export const getStaffFlag = async (signal: AbortSignal) =>
  (await apiRequest('content', 'GET', '/v1/staff/me', { signal, suppressAlert: true, schema: v.object({ staff: v.boolean() }) })).staff;
