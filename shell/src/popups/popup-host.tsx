// Draws the alert and confirm popups that anyone requests on the shared bus (SPEC §2 "Common
// layout", §4 "Loading and popups"; DESIGN §2: remotes never draw their own). One popup at a
// time: later requests wait in a queue. A popup resolves true on confirm or close and false on
// cancel; the default buttons are 'confirm' and 'go back'.
import { type PopupRequest, useStayEvent } from '@stay/shared';
import { useId, useRef, useState } from 'react';
import { useShellTranslation } from '../i18n';
import { useDialogFocus } from './use-dialog-focus';
import './popup-host.css';

type PopupKind = 'alert' | 'confirm';

interface QueuedPopup {
  id: number;
  kind: PopupKind;
  request: PopupRequest;
}

let nextId = 1;

function Popup({ popup, onDone }: { popup: QueuedPopup; onDone: (value: boolean) => void }) {
  const { t } = useShellTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const { kind, request } = popup;
  // Escape closes an alert (true) but cancels a confirm (false): a key press must never approve
  // what a confirm asks about.
  useDialogFocus(ref, true, () => onDone(kind === 'alert'));
  const title = request.title ?? t(kind === 'alert' ? 'popup.alertTitle' : 'popup.confirmTitle');
  return (
    <div className="sh-popup__scrim">
      <div
        ref={ref}
        className="sh-popup"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={request.title ? 'sh-popup__title' : 'sh-visually-hidden'}>
          {title}
        </h2>
        <p id={messageId} className="sh-popup__message">
          {request.message}
        </p>
        <div className="sh-popup__actions">
          {kind === 'confirm' && (
            <button type="button" className="sh-popup__button sh-popup__button--secondary" onClick={() => onDone(false)}>
              {request.cancelText ?? t('popup.cancel')}
            </button>
          )}
          <button
            type="button"
            className="sh-popup__button sh-popup__button--primary"
            data-autofocus
            onClick={() => onDone(true)}
          >
            {request.confirmText ?? t('popup.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function PopupHost() {
  const [queue, setQueue] = useState<QueuedPopup[]>([]);
  const enqueue = (kind: PopupKind) => (request: PopupRequest) =>
    setQueue((q) => [...q, { id: nextId++, kind, request }]);
  useStayEvent('ui:alert', enqueue('alert'));
  useStayEvent('ui:confirm', enqueue('confirm'));

  const current = queue[0];
  if (!current) return null;
  const done = (value: boolean) => {
    setQueue((q) => q.filter((p) => p.id !== current.id));
    current.request.resolve(value);
  };
  // key: each popup mounts afresh, so focus moves to its own buttons.
  return <Popup key={current.id} popup={current} onDone={done} />;
}
