// The old address of a room's or the nights' cancellation (/part-cancel?kind=...) still lands:
// the remote's router replaces it with the one cancel page's address, scope and nights kept.
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@stay/shared/testing/fake-api';
import { App } from '../app';

let api: FakeApi;
let nav: jest.Mocked<Navigator>;
let offNav: () => void;
beforeEach(() => {
  initI18n('en');
  nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>;
  offNav = registerNavigator(nav);
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offNav();
});

test.each([
  ['?kind=ROOM', '/mypage/books/AS1/cancel?scope=ROOM'],
  ['?kind=NIGHTS&max=3', '/mypage/books/AS1/cancel?scope=NIGHTS&max=3'],
  ['?kind=NIGHTS&max=3&nights=2', '/mypage/books/AS1/cancel?scope=NIGHTS&max=3&nights=2'],
])('/part-cancel%s is replaced by %s', async (search, to) => {
  render(<App locale="en" basePath="/en" pathname="/en/mypage/books/AS1/part-cancel" search={search} webview={false} />);
  await waitFor(() => expect(nav.push).toHaveBeenCalledWith(to, expect.objectContaining({ replace: true })));
  expect(api.calls).toHaveLength(0);
});
