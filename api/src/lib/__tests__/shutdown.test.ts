import { shutDown, type ShutdownParts } from '../shutdown';

function recorder() {
  const steps: string[] = [];
  let releaseRequest: () => void = () => undefined;
  const parts: ShutdownParts = {
    drain: () => void steps.push('drain'),
    stopJobs: () => void steps.push('stop jobs'),
    closeServer: async () => {
      steps.push('close server');
      await new Promise<void>((resolve) => (releaseRequest = resolve));
      steps.push('requests done');
    },
    jobsIdle: async () => void steps.push('jobs idle'),
    closeDatabase: async () => void steps.push('close database'),
  };
  return { steps, parts, releaseRequest: () => releaseRequest() };
}

test('drain and stop jobs at once, then the server, the last job runs, and the database last', async () => {
  const r = recorder();
  const slept: number[] = [];
  const done = shutDown(r.parts, { delayMs: 250, sleep: async (ms) => void slept.push(ms) });
  await new Promise(setImmediate);
  expect(r.steps).toEqual(['drain', 'stop jobs', 'close server']);
  expect(slept).toEqual([250]);
  // The database stays open while a request is under way.
  r.releaseRequest();
  await done;
  expect(r.steps).toEqual(['drain', 'stop jobs', 'close server', 'requests done', 'jobs idle', 'close database']);
});

test('no delay: no sleep', async () => {
  const r = recorder();
  const sleep = jest.fn(async () => undefined);
  const done = shutDown(r.parts, { delayMs: 0, sleep });
  await new Promise(setImmediate);
  r.releaseRequest();
  await done;
  expect(sleep).not.toHaveBeenCalled();
});
