// Shared set-up of mf-search's component tests: English UI, a navigator that records instead of
// navigating (jsdom cannot), popups captured from the bus, and fresh stores.
import { bus, initI18n, recentSearchesStore, registerNavigator, searchConditionStore, type Locale, type Navigator, type PopupRequest } from '@stay/shared';
import { forgetRequests } from '../../lib/memo-request';

export function useLocale(locale: Locale = 'en'): void {
  initI18n(locale);
}

export interface Recorder {
  nav: jest.Mocked<Navigator>;
  alerts: string[];
  done: () => void;
}

/** Call in beforeEach; call `done` in afterEach. */
export function record(): Recorder {
  const nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  const off = registerNavigator(nav);
  const alerts: string[] = [];
  const offAlert = bus.on('ui:alert', (request: PopupRequest) => {
    alerts.push(request.message);
    request.resolve(true);
  });
  return {
    nav,
    alerts,
    done: () => {
      off();
      offAlert();
    },
  };
}

export function resetStores(): void {
  localStorage.clear();
  searchConditionStore.getState().reset();
  recentSearchesStore.getState().clear();
  forgetRequests();
  document.body.className = '';
}
