// /inquiries/{idx}: the question, the booking it is about, its state and the answer. Another
// member's inquiry is not found (the API answers 404).
import { useParams } from 'react-router';
import { useInquiriesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiry } from '../api/inquiries';
import { BookingLine, InquiryStatus } from './inquiry-status';

export function InquiryDetailPage() {
  const { t, i18n } = useInquiriesTranslation();
  const idx = Number(useParams().idx);
  const valid = Number.isInteger(idx) && idx > 0 && idx < 2_000_000_000;
  const { state, reload } = useLoad((signal) => (valid ? getInquiry(idx, signal) : Promise.reject(new Error('bad idx'))), [idx, i18n.language]);
  const back = (
    <p>
      <AppLink className="sp-button" to={paths.inquiries}>
        {t('support:common.backToList')}
      </AppLink>
    </p>
  );
  if (!valid || state.status === 'notFound') {
    return (
      <PageFrame title={t('inquiries.detailTitle')} noindex>
        <p className="sp-state">{t('support:common.notFound')}</p>
        {back}
      </PageFrame>
    );
  }
  if (state.status !== 'ready') {
    return (
      <PageFrame title={t('inquiries.detailTitle')} noindex>
        {state.status === 'login' ? <LoginPrompt /> : state.status === 'loading' ? <Loading lines={5} /> : <Failed onRetry={reload} />}
      </PageFrame>
    );
  }
  const q = state.data;
  return (
    <PageFrame title={q.title} noindex>
      <p className="sp-meta">
        <span className="sp-badge">{q.typeName}</span>
        <span>{t('support:inquiries.sentAt', { date: formatKst(q.regDate, i18n.language) })}</span>
      </p>
      <p>
        <InquiryStatus inquiry={q} />
      </p>
      <section className="sp-card" aria-labelledby="sp-q-h">
        <h2 id="sp-q-h" className="sp-card__title">
          {t('inquiries.question')}
        </h2>
        {q.orderNum && (
          <p className="sp-meta">
            {t('support:inquiries.booking')}: <BookingLine inquiry={q} />
          </p>
        )}
        <p className="sp-text">{q.contents}</p>
      </section>
      <section className="sp-card sp-answer" aria-labelledby="sp-a-h">
        <h2 id="sp-a-h" className="sp-card__title">
          {t('inquiries.answer')}
        </h2>
        {q.commentContents ? (
          <>
            <p className="sp-meta">{t('support:inquiries.answeredAt', { date: formatKst(q.commentRegDate, i18n.language) })}</p>
            <p className="sp-text">{q.commentContents}</p>
          </>
        ) : (
          <p className="sp-note">{t('inquiries.noAnswer')}</p>
        )}
      </section>
      {back}
    </PageFrame>
  );
}
