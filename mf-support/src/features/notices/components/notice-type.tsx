import { useNoticesTranslation } from '../i18n';

const TYPES = ['NOTICE', 'EVENT', 'SYSTEM'] as const;

/** The notice's kind, and 'important' for a pinned one. */
export function NoticeType({ type, important }: { type: string | null; important: boolean }) {
  const { t } = useNoticesTranslation();
  const known = TYPES.find((x) => x === type);
  return (
    <>
      {important && <span className="sp-badge sp-badge--accent">{t('notice.pinned')}</span>}
      {known && <span className="sp-badge">{t(`notice.types.${known}`)}</span>}
    </>
  );
}
