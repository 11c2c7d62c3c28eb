import { useEffect, useState } from 'react';
import { logger, navigate, type MountProps } from '@stay/shared';
import { useNoticesTranslation } from '../i18n';
import { getNotices, type Notice } from '../api/get-notices';
import { paths } from '../../../config/paths';
import './notice-ticker.css';


/** The latest notice in one line; a failure costs nothing but the line (errors are only logged). */
export function NoticeTicker(_props: MountProps) {
  const { t, i18n } = useNoticesTranslation();
  // undefined: loading; null: no notice; 'failed': the line is left out.
  const [notice, setNotice] = useState<Notice | null | undefined | 'failed'>(undefined);

  useEffect(() => {
    const ctrl = new AbortController();
    getNotices({ signal: ctrl.signal, suppressAlert: true })
      .then((list) => setNotice(list[0] ?? null))
      .catch((e: unknown) => {
        logger.warn('failed to load notices', e);
        if (!ctrl.signal.aborted) setNotice('failed');
      });
    return () => ctrl.abort();
  }, [i18n.language]);

  if (notice === 'failed') return null;
  return (
    <div className="sp-ticker" aria-live="polite">
      <span className="sp-ticker__label">{t('ticker.label')}</span>
      {notice === undefined && <span className="sp-ticker__skeleton" aria-hidden="true" />}
      {notice === null && <span className="sp-ticker__empty">{t('ticker.empty')}</span>}
      {notice && (
        <a
          className="sp-ticker__link"
          href={paths.notice}
          onClick={(e) => {
            e.preventDefault();
            navigate(paths.notice);
          }}
        >
          <span className="sp-ticker__title">{notice.title}</span>
          <time className="sp-ticker__date" dateTime={notice.createdDt.slice(0, 10)}>
            {notice.createdDt.slice(0, 10)}
          </time>
        </a>
      )}
    </div>
  );
}
