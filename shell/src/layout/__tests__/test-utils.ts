// Helpers for the shell's component tests (not a test file: testMatch wants *.test.ts[x]).
import { initI18n, registerNavigator, type Locale, type Navigator } from '@stay/shared';
import { act } from '@testing-library/react';
import '../../i18n';

/** Tests read English labels; the app default is ko. */
export function useLocale(locale: Locale = 'en'): void {
  initI18n(locale);
}

export interface FakeNavigator {
  nav: jest.Mocked<Navigator>;
  off: () => void;
}

/** Registers a navigator that records pushes instead of navigating (jsdom cannot navigate). */
export function fakeNavigator(): FakeNavigator {
  const nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  return { nav, off: registerNavigator(nav) };
}

/** Sets window.scrollY and fires a scroll event. */
export function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Lets the 100 ms scroll throttle run its trailing check (fake timers). */
export function flushThrottle(): void {
  act(() => {
    jest.advanceTimersByTime(100);
  });
}
