// Shared test set-up for mf-product's page tests: English UI, a navigator that records instead of
// moving, popups answered by the test, and the gateway redirect recorded.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { gatewayRedirect } from '@stay/shared/kit/gateway-redirect';

export interface Harness {
  nav: jest.Mocked<Navigator>;
  alerts: string[];
  confirms: string[];
  /** What the next confirm popups answer (default true). */
  confirmAnswer: { value: boolean };
  assign: jest.SpyInstance;
  done(): void;
}

export function harness(locale: 'en' | 'ko' | 'ja' = 'en'): Harness {
  initI18n(locale);
  const nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  const off = registerNavigator(nav);
  const alerts: string[] = [];
  const confirms: string[] = [];
  const confirmAnswer = { value: true };
  const offAlert = bus.on('ui:alert', (r) => {
    alerts.push(r.message);
    r.resolve(true);
  });
  const offConfirm = bus.on('ui:confirm', (r) => {
    confirms.push(r.message);
    r.resolve(confirmAnswer.value);
  });
  const assign = jest.spyOn(gatewayRedirect, 'assign').mockImplementation(() => undefined);
  return {
    nav,
    alerts,
    confirms,
    confirmAnswer,
    assign,
    done() {
      off();
      offAlert();
      offConfirm();
      assign.mockRestore();
      sessionStorage.clear();
      localStorage.clear();
    },
  };
}
