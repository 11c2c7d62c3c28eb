// The modal under a field of the search section (SPEC §2): a dialog with a title, focus kept
// inside, Escape and a press outside close it (the field that opened it does not count as
// outside: it toggles). On phones it covers the screen; from tablet up it hangs under its field.
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useClickOutside } from '../../../lib/use-click-outside';
import { useDialog } from '../../../lib/use-dialog';
import { useFitBelow } from '../../../lib/use-fit-below';
import { useSectionTranslation } from '../i18n';

export interface SectionModalProps {
  id: string;
  title: string;
  /** The field button that opened the modal (focus returns to it). */
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  kind: 'keyword' | 'dates' | 'guests';
  /** A line under the title (e.g. the calendar's local-time note). */
  description?: string;
  footer?: ReactNode;
  children: ReactNode;
}

export function SectionModal({ id, title, anchorRef, onClose, kind, description, footer, children }: SectionModalProps) {
  const { t } = useSectionTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useClickOutside([ref, anchorRef], onClose);
  const onKeyDown = useDialog(ref, { onClose, returnFocus: anchorRef });
  useFitBelow(ref);

  return (
    <div
      ref={ref}
      id={id}
      className={`sr-modal sr-modal--${kind}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="sr-modal__head">
        <h2 id={titleId} className="sr-modal__title">
          {title}
        </h2>
        <button type="button" className="sr-modal__close" aria-label={t('close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {description && (
        <p id={descriptionId} className="sr-modal__description">
          {description}
        </p>
      )}
      <div className="sr-modal__body">{children}</div>
      {footer && <div className="sr-modal__footer">{footer}</div>}
    </div>
  );
}
