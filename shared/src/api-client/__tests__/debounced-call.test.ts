import { createDebouncedCall } from '../debounced-call';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createDebouncedCall', () => {
  it('waits 300 ms after the last call and runs only that one', async () => {
    const fn = jest.fn(async (_signal: AbortSignal, text: string) => `result:${text}`);
    const search = createDebouncedCall(fn, 300);
    const first = search('서');
    const second = search('서울');
    first.catch(() => undefined);
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(expect.any(AbortSignal), '서울');
    await expect(second).resolves.toBe('result:서울');
    await expect(first).rejects.toMatchObject({ ignored: true });
  });

  it('aborts the previous in-flight request when a new call comes', async () => {
    const signals: AbortSignal[] = [];
    const fn = jest.fn(
      (signal: AbortSignal, text: string) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(text), 1000);
        }),
    );
    const search = createDebouncedCall(fn, 300);
    const first = search('tokyo');
    jest.advanceTimersByTime(300); // first request in flight
    const second = search('osaka');
    expect(signals[0]!.aborted).toBe(true);
    await expect(first).rejects.toMatchObject({ ignored: true });
    jest.advanceTimersByTime(300);
    jest.advanceTimersByTime(1000);
    await expect(second).resolves.toBe('osaka');
  });

  it('cancel() drops the pending call', async () => {
    const fn = jest.fn(async () => 'x');
    const search = createDebouncedCall(fn);
    const p = search();
    search.cancel();
    jest.advanceTimersByTime(1000);
    await expect(p).rejects.toMatchObject({ ignored: true });
    expect(fn).not.toHaveBeenCalled();
  });
});
