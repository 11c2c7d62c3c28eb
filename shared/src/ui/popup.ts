// Popups and loading layers are drawn by the shell; remotes only emit (DESIGN §2: "remotes never
// show their own alert modal"). SPEC §4 "Loading and popups".
import { bus } from '../events/event-bus';
import type { LoadingType, PopupRequest } from '../events/stay-events';
import { translate } from '../i18n/i18n';
import { logger } from '../log/logger';

export interface PopupOptions {
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

type PopupEvent = 'ui:alert' | 'ui:confirm';

function open(event: PopupEvent, message: string, opts: PopupOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    // The popup may call resolve more than once (close after confirm): only the first counts.
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const request: PopupRequest = {
      message,
      // SPEC §4: default buttons 'confirm' and 'go back'.
      confirmText: opts.confirmText ?? translate('popup.confirm'),
      title: opts.title,
      cancelText: event === 'ui:confirm' ? (opts.cancelText ?? translate('popup.cancel')) : opts.cancelText,
      resolve: settle,
    };
    if (bus.emit(event, request) > 0) return;
    // Nobody draws popups: a remote running alone without the shell. Use the browser's own.
    if (typeof window === 'undefined') {
      logger.warn(`${event} without a popup host`, message);
      settle(event === 'ui:alert');
      return;
    }
    if (event === 'ui:alert') {
      window.alert(message);
      settle(true);
    } else {
      settle(window.confirm(message));
    }
  });
}

/** Shows an alert. Resolves true when it is confirmed or closed (SPEC §4). */
export function alert(message: string, opts: PopupOptions = {}): Promise<boolean> {
  return open('ui:alert', message, opts);
}

/** Shows a confirm. Resolves true on confirm or close, false on cancel (SPEC §4). */
export function confirm(message: string, opts: PopupOptions = {}): Promise<boolean> {
  return open('ui:confirm', message, opts);
}

/** Full-screen ('basic') or product loading layer (SPEC §4: default type basic, text 'loading'). */
export const loading = {
  show(type: LoadingType = 'basic', text?: string): void {
    bus.emit('ui:loading', { on: true, type, text: text ?? translate('loading.text') });
  },
  hide(): void {
    bus.emit('ui:loading', { on: false });
  },
};
