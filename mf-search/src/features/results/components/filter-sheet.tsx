// The filters as a dialog on phones and tablets (the PC layout shows them in a sidebar).
import { useRef, type RefObject } from 'react';
import { useDialog } from '../../../lib/use-dialog';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { useResultsTranslation } from '../i18n';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends FilterPanelProps {
  id: string;
  total: number | null;
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

export function FilterSheet({ id, total, opener, onClose, ...panel }: FilterSheetProps) {
  const { t } = useResultsTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialog(ref, { onClose, returnFocus: opener });
  useScrollLock(true);
  return (
    <div className="sr-sheet__layer">
      <div className="sr-sheet__scrim" aria-hidden="true" onClick={onClose} />
      <div ref={ref} id={id} className="sr-sheet" role="dialog" aria-modal="true" aria-label={t('filters.title')} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="sr-sheet__body">
          <FilterPanel {...panel} />
        </div>
        <div className="sr-sheet__footer">
          <button type="button" className="sr-button sr-sheet__done" onClick={onClose} data-autofocus>
            {total === null ? t('filters.close') : `${t('filters.close')} · ${t('total', { count: total })}`}
          </button>
        </div>
      </div>
    </div>
  );
}
