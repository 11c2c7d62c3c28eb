// A periodic job of the booking plugin: one run at a time, a timer with unref() (it never keeps
// the process alive), cleared when the app closes. 0 seconds = off (tests call the job directly).
import type { FastifyInstance } from 'fastify';

export function startJob(app: FastifyInstance, name: string, seconds: number, run: () => Promise<unknown>): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .then((result) => app.log.debug({ job: name, result }, 'booking job ran'))
      .catch((err: unknown) => app.log.error({ err, job: name }, 'booking job failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
