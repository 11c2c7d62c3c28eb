// A notice e-mail in the member's language, from a module's texts: `{date}` is the Korean calendar
// day in the language's long form, `{amount}` won with digit grouping. Pure: the module's notices
// subscriber finds the member's contact and sends what this builds through the transport.
import type { Locale } from '../../../lib/locale';
import { format } from '../../../lib/locale';
import type { OutgoingMessage } from './message';

export type NoticeTexts = Record<Locale, { subject: string; body: string }>;

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

export function noticeEmail(to: { email: string; locale: Locale }, type: string, texts: NoticeTexts, at: { date?: Date; amount?: number }): OutgoingMessage {
  const text = texts[to.locale];
  const params = {
    date: at.date ? new Intl.DateTimeFormat(TAGS[to.locale], { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(at.date) : '',
    amount: at.amount === undefined ? '' : new Intl.NumberFormat('ko-KR').format(at.amount),
  };
  return { channel: 'EMAIL', dest: to.email, type, subject: text.subject, body: format(text.body, params) };
}
