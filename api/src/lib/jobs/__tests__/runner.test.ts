// The jobs runner's wake: a job woken runs now, once more right after if it was running, never
// overlapping itself; an unknown name or a stopped registry does nothing. Its observer hears each
// run with its lag, duration and outcome.
import type { FastifyBaseLogger } from 'fastify';
import { jobWaker, lagSeconds, startJobs } from '../runner';

const log = { info: () => undefined, debug: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

test('a woken job runs at once, not at its tick', async () => {
  let runs = 0;
  const jobs = startJobs([{ name: 'relay', everySeconds: 3600, run: async () => void (runs += 1) }], log);
  const waker = jobWaker();
  waker.wake('relay'); // before it is attached: nothing
  waker.attach(jobs);
  waker.wake('relay');
  await turn();
  expect(runs).toBe(1);
  waker.wake('nobody');
  jobs.stop();
  waker.wake('relay');
  await turn();
  expect(runs).toBe(1);
});

test('woken while running: runs once more right after, never twice at once', async () => {
  let runs = 0;
  let running = 0;
  let most = 0;
  const gates = [gate(), gate()];
  const jobs = startJobs(
    [
      {
        name: 'relay',
        everySeconds: 3600,
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await gates[runs++]!.promise;
          running -= 1;
        },
      },
    ],
    log,
  );
  jobs.wake('relay');
  jobs.wake('relay');
  jobs.wake('relay');
  await turn();
  expect(runs).toBe(1);
  gates[0]!.open();
  await turn();
  await turn();
  expect(runs).toBe(2);
  gates[1]!.open();
  await turn();
  await turn();
  expect(runs).toBe(2);
  expect(most).toBe(1);
  jobs.stop();
});

test('the observer hears each run: its lag, its duration and whether it failed; a throwing observer stops nothing', async () => {
  const heard: string[] = [];
  const lags: number[] = [];
  let fail = false;
  const g = gate();
  let first = true;
  const jobs = startJobs(
    [
      {
        name: 'sweep',
        everySeconds: 3600,
        run: async () => {
          if (first) {
            first = false;
            await g.promise;
            return;
          }
          if (fail) throw new Error('boom');
        },
      },
    ],
    log,
    {
      started: (job, lag) => {
        heard.push(`start ${job}`);
        lags.push(lag);
      },
      finished: (job, { seconds, failed }) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        heard.push(`${failed ? 'fail' : 'done'} ${job}`);
      },
    },
  );
  jobs.wake('sweep');
  jobs.wake('sweep'); // waits for the first run: its lag is that wait
  await new Promise((resolve) => setTimeout(resolve, 30));
  fail = true;
  g.open();
  await turn();
  await turn();
  await turn();
  expect(heard).toEqual(['start sweep', 'done sweep', 'start sweep', 'fail sweep']);
  expect(lags[0]).toBeLessThan(0.02);
  expect(lags[1]).toBeGreaterThanOrEqual(0.025);
  jobs.stop();

  let runs = 0;
  const throwing = startJobs([{ name: 'relay', everySeconds: 3600, run: async () => void (runs += 1) }], log, {
    started: () => {
      throw new Error('observer down');
    },
    finished: () => {
      throw new Error('observer down');
    },
  });
  throwing.wake('relay');
  await turn();
  throwing.wake('relay');
  await turn();
  expect(runs).toBe(2);
  throwing.stop();
});

test('lag: how late a run started, never negative', () => {
  expect(lagSeconds(1_000, 3_500)).toBe(2.5);
  expect(lagSeconds(1_000, 900)).toBe(0);
});
