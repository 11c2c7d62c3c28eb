// Test set-up for mf-support's pages: a UI language, a navigator that records instead of moving.
// (Each page's strings are registered by its feature when the page is imported.)
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';

export function harness(locale: 'en' | 'ko' | 'ja' = 'en') {
  initI18n(locale);
  const nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  const off = registerNavigator(nav);
  sessionStorage.clear();
  return { nav, done: off };
}
