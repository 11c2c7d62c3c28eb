// /notice: the paged list (?page=), important notices first (SPEC §3 Notice).
import { useSearchParams } from 'react-router';
import { useNoticesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getNoticePage, NOTICE_PAGE_SIZE } from '../api/get-notices';
import { NoticeType } from './notice-type';

export function NoticeListPage() {
  const { t, i18n } = useNoticesTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const { state, reload } = useLoad((signal) => getNoticePage({ signal, page, size: NOTICE_PAGE_SIZE, suppressAlert: true }), [page, i18n.language]);
  return (
    <PageFrame title={t('notice.title')} lead={t('notice.lead')}>
      {state.status === 'loading' && <Loading lines={6} />}
      {state.status !== 'loading' && state.status !== 'ready' && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.notices.length === 0 ? (
            <p className="sp-state">{t('notice.empty')}</p>
          ) : (
            <ul className="sp-list">
              {state.data.notices.map((n) => (
                <li key={n.idx} className="sp-list__item">
                  <AppLink to={paths.noticeDetail(n.idx)} className="sp-list__link">
                    <span className="sp-list__meta">
                      <NoticeType type={n.type} important={n.important} />
                    </span>
                    <span className="sp-list__title">{n.title}</span>
                    <time className="sp-list__date" dateTime={n.createdDt.slice(0, 10)}>
                      {formatKst(n.createdDt, i18n.language, false)}
                    </time>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={state.data.total} size={NOTICE_PAGE_SIZE} href={paths.noticePage} />
        </>
      )}
    </PageFrame>
  );
}
