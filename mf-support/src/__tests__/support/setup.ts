// Test set-up for mf-support's pages: a UI language, a navigator that records instead of moving.
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { registerSupportI18n } from '../../app/i18n';

export function harness(locale: 'en' | 'ko' | 'ja' = 'en') {
  initI18n(locale);
  registerSupportI18n();
  const nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  const off = registerNavigator(nav);
  sessionStorage.clear();
  return { nav, done: off };
}
