// What happens in the customer centre that others may react to. The answer of an inquiry is told
// to its member (notices.ts), in the transaction that records the answer.
export interface InquiryAnswered {
  type: 'support.inquiry_answered';
  inquiryIdx: number;
  userIdx: number;
  title: string;
  at: Date;
}

export type SupportEvent = InquiryAnswered;
