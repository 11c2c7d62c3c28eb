// /notice/{id}: one notice with the previous and next in the list's order.
import { useParams } from 'react-router';
import { useNoticesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getNotice } from '../api/get-notices';
import { NoticeType } from './notice-type';

export function NoticeDetailPage() {
  const { t, i18n } = useNoticesTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id < 2_000_000_000;
  const { state, reload } = useLoad((signal) => (valid ? getNotice(id, signal) : Promise.reject(new Error('bad id'))), [id, i18n.language]);
  if (!valid || state.status === 'notFound') {
    return (
      <PageFrame title={t('notice.title')} noindex>
        <p className="sp-state">{t('support:common.notFound')}</p>
        <AppLink to={paths.notice}>{t('support:common.backToList')}</AppLink>
      </PageFrame>
    );
  }
  if (state.status !== 'ready') {
    return (
      <PageFrame title={t('notice.title')}>
        {state.status === 'loading' ? <Loading lines={6} /> : <Failed onRetry={reload} />}
      </PageFrame>
    );
  }
  const { notice, prev, next } = state.data;
  return (
    <PageFrame title={notice.title}>
      <p className="sp-meta">
        <NoticeType type={notice.type} important={notice.important} />
        <time dateTime={notice.createdDt.slice(0, 10)}>{formatKst(notice.createdDt, i18n.language, false)}</time>
        {notice.updatedDt && <span>{t('notice.updated', { date: formatKst(notice.updatedDt, i18n.language, false) })}</span>}
      </p>
      <div className="sp-card">
        <p className="sp-text">{notice.content}</p>
      </div>
      <nav className="sp-neighbours" aria-label={t('notice.title')}>
        <div className="sp-neighbours__row">
          <span className="sp-neighbours__label">{t('notice.prev')}</span>
          {prev ? <AppLink to={paths.noticeDetail(prev.idx)} rel="prev">{prev.title}</AppLink> : <span className="sp-note">{t('notice.none')}</span>}
        </div>
        <div className="sp-neighbours__row">
          <span className="sp-neighbours__label">{t('notice.next')}</span>
          {next ? <AppLink to={paths.noticeDetail(next.idx)} rel="next">{next.title}</AppLink> : <span className="sp-note">{t('notice.none')}</span>}
        </div>
      </nav>
      <p>
        <AppLink className="sp-button" to={paths.notice}>
          {t('support:common.backToList')}
        </AppLink>
      </p>
    </PageFrame>
  );
}
