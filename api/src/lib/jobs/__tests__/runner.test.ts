// The jobs runner's wake: a job woken runs now, once more right after if it was running, never
// overlapping itself; an unknown name or a stopped registry does nothing.
import type { FastifyBaseLogger } from 'fastify';
import { jobWaker, startJobs } from '../runner';

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
