// The overlay that holds the full search section (SPEC §2 "Search section") when the web bar's
// summary or the top bar's search icon opens it. A modal dialog: focus trap, Escape and the
// backdrop close it, and the body does not scroll behind it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../popups/use-dialog-focus';
import { useShellTranslation } from '../i18n';
import { Icon } from './icons';
import './search-panel.css';

export interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function SearchPanel({ open, onClose, children }: SearchPanelProps) {
  const { t } = useShellTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, open, onClose);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('sh-scroll-locked');
    return () => document.body.classList.remove('sh-scroll-locked');
  }, [open]);

  if (!open) return null;
  return (
    <div className="sh-search-panel__layer">
      <div className="sh-search-panel__scrim" onClick={onClose} aria-hidden="true" />
      <div ref={ref} className="sh-search-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="sh-search-panel__head">
          <h2 id={titleId} className="sh-search-panel__title">
            {t('searchPanel.title')}
          </h2>
          <button type="button" className="sh-search-panel__close" aria-label={t('searchPanel.close')} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className="sh-search-panel__body">{children}</div>
      </div>
    </div>
  );
}
