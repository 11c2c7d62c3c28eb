// The notice a page shows when its link's dates were changed. The page reads its
// condition from the URL and rewrites the URL with the corrected dates, so the corrections are
// taken from the first URL the page saw and kept while the page still shows those dates; a new
// choice of dates (or closing the notice) hides it.
import { useState } from 'react';
import { useStayTranslation } from '../i18n/use-stay-translation';
import { LOCALES, type Locale } from '../mf/contract';
import { queryDates, type QueryDates } from '../stores/query-dates';
import { dateCorrectionMessages } from './date-corrections';
import './date-correction-notice.css';

/** The corrections of the URL the page opened with (`search` is a query string). */
export function useLinkDateCorrections(search: string): QueryDates {
  const [first] = useState(() => {
    const params = new URLSearchParams(search);
    return queryDates(params.get('checkInDate'), params.get('checkOutDate'));
  });
  return first;
}

export interface DateCorrectionNoticeProps {
  corrected: QueryDates;
  /** The dates the page shows now; the notice goes once they differ from the corrected ones. */
  checkInDate: string;
  checkOutDate: string;
}

export function DateCorrectionNotice({ corrected, checkInDate, checkOutDate }: DateCorrectionNoticeProps) {
  const { t, i18n } = useStayTranslation('common');
  const [closed, setClosed] = useState(false);
  const stillShown = corrected.checkInDate === checkInDate && corrected.checkOutDate === checkOutDate;
  if (closed || !stillShown || corrected.corrections.length === 0) return null;
  const locale: Locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'ko';
  return (
    <div className="st-date-fix" role="status" data-testid="date-correction">
      <ul className="st-date-fix__list">
        {dateCorrectionMessages(corrected, locale).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <button type="button" className="st-date-fix__close" aria-label={t('dateFix.close')} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
