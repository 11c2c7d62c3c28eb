// A notice as the list and the notice page show it (SPEC §3 Notice), in the reader's language.
import type { NoticeRow } from '../../../db/schema/content';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime, namesOf, pick } from '../../../lib/localize';

export const noticeView = (n: NoticeRow, locale: Locale) => ({
  idx: n.idx,
  title: pick(namesOf(n, 'title'), locale),
  content: pick(namesOf(n, 'content'), locale),
  createdDt: koreanDateTime(n.createdAt),
  updatedDt: n.updatedAt ? koreanDateTime(n.updatedAt) : null,
  type: n.type,
  // Important (pinned) notices come first and are marked.
  important: n.pinned > 0,
});
