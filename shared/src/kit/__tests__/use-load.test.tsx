// useLoad: each way a load ends is a state the page can draw; a reload asks again.
import { act, renderHook, waitFor } from '@testing-library/react';
import { CLIENT_ERROR_CODES, ClientException } from '@stay/shared';
import { useLoad } from '../use-load';

const fail = (status: number, code: number | string = status) => Promise.reject(new ClientException(code, `failed ${status}`, { status }));

test('nothing to load is idle; an answer is ready', async () => {
  const { result, rerender } = renderHook(({ on }) => useLoad(on ? () => Promise.resolve(7) : null, [on]), { initialProps: { on: false } });
  expect(result.current.state).toEqual({ status: 'idle' });
  rerender({ on: true });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 7 }));
});

test('a visitor, a missing item, an expired session and any other failure are told apart', async () => {
  const cases: [() => Promise<unknown>, unknown][] = [
    [() => fail(401), { status: 'login' }],
    [() => fail(404), { status: 'notFound' }],
    [() => fail(401, CLIENT_ERROR_CODES.LOGIN_EXPIRED), { status: 'failed', message: 'failed 401' }],
    [() => fail(500), { status: 'failed', message: 'failed 500' }],
  ];
  for (const [load, expected] of cases) {
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.state).toEqual(expected));
  }
});

test('a reload asks again and shows loading until the answer', async () => {
  let n = 0;
  let release: () => void = () => undefined;
  const load = () => (n++ === 0 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n))));
  const { result } = renderHook(() => useLoad(load, []));
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1 }));
  act(() => result.current.reload());
  expect(result.current.state.status).toBe('loading');
  act(() => release());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 2 }));
});
