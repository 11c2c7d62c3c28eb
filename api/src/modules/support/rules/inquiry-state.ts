// The 1:1 inquiry's states: WAIT (sent, waiting for the centre) -> COMPLETE (answered).
// An answer is given once; a COMPLETE inquiry takes no second answer. Overdue is derived: still
// waiting after its promised reply time.

export type InquiryStatus = 'WAIT' | 'COMPLETE';
export type InquiryEvent = 'ANSWER';

/** SPEC §7 GET /v1/inquiries/status/{status}: ALL or one state. */
export const STATUS_FILTERS = ['ALL', 'WAIT', 'COMPLETE'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const TRANSITIONS: Record<InquiryStatus, Partial<Record<InquiryEvent, InquiryStatus>>> = {
  WAIT: { ANSWER: 'COMPLETE' },
  COMPLETE: {},
};

/** The next state, or null when the event is not allowed in this state. */
export function nextStatus(status: InquiryStatus, event: InquiryEvent): InquiryStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

export function isOverdue(inquiry: { status: InquiryStatus; dueAt: Date }, now: Date): boolean {
  return inquiry.status === 'WAIT' && now.getTime() > inquiry.dueAt.getTime();
}

/** SPEC §3 Inquiry list count object. */
export function countByStatus(statuses: readonly InquiryStatus[]): { completeCnt: number; totalCnt: number; waitCnt: number } {
  const completeCnt = statuses.filter((s) => s === 'COMPLETE').length;
  return { completeCnt, totalCnt: statuses.length, waitCnt: statuses.length - completeCnt };
}
