import Fastify from 'fastify';
import { errorsPlugin } from '../../plugins/errors';
import { defaultHashConcurrency, HashBusyError, HashGate } from '../hash-gate';
import { hashAdmission, wasRefused } from '../hash-admission';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('HashGate', () => {
  it('runs at most `concurrency` at once, queues a few, and refuses the rest at once', async () => {
    const gate = new HashGate(1, 2);
    const first = deferred();
    let running = 0;
    let most = 0;
    const work = (until: Promise<void>) => async () => {
      running += 1;
      most = Math.max(most, running);
      await until;
      running -= 1;
      return 'done';
    };
    const a = gate.run(work(first.promise));
    const b = gate.run(work(Promise.resolve()));
    const c = gate.run(work(Promise.resolve()));
    expect(gate.capacity).toBe(3);
    await expect(gate.run(work(Promise.resolve()))).rejects.toBeInstanceOf(HashBusyError);
    first.resolve();
    await expect(Promise.all([a, b, c])).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('leaves at least one core to the pages by default', () => {
    expect(defaultHashConcurrency(1)).toBe(1);
    expect(defaultHashConcurrency(2)).toBe(1);
    expect(defaultHashConcurrency(8)).toBe(4);
  });
});

describe('hashAdmission', () => {
  async function appWith(capacity: number, maxWaitMs = 0) {
    const app = Fastify();
    await app.register(errorsPlugin);
    const admission = hashAdmission({ capacity, maxWaitMs, maxWaiting: 10 });
    const gates: ReturnType<typeof deferred>[] = [];
    let refusedSeen = 0;
    app.addHook('onResponse', async (request) => {
      if (wasRefused(request)) refusedSeen += 1;
    });
    // The handler waits until the test lets it finish, as a login waits for its hash.
    app.post('/login', { onRequest: admission.hook }, async () => {
      const d = deferred();
      gates.push(d);
      await d.promise;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/login`;
    const post = (body = '{"id":"a@b.c"}') => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const until = async (f: () => boolean) => {
      while (!f()) await new Promise((r) => setTimeout(r, 5));
    };
    return { app, admission, gates, post, until, refusedSeen: () => refusedSeen };
  }

  it('admits up to its capacity and refuses the next before reading its body', async () => {
    const t = await appWith(2);
    const a = t.post();
    const b = t.post();
    await t.until(() => t.gates.length === 2);
    // Not even valid JSON: a refusal that parsed the body would answer 400, not 429.
    const refused = await t.post('{not json');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { data: { code: string } }).data.code).toBe('TOO_MANY_REQUESTS');
    expect(t.gates).toHaveLength(2);
    await t.until(() => t.refusedSeen() === 1);
    t.gates.forEach((g) => g.resolve());
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
    // Answered requests give their places back.
    await t.until(() => t.admission.inFlight === 0);
    const again = t.post();
    await t.until(() => t.gates.length === 3);
    t.gates[2]!.resolve();
    expect((await again).status).toBe(200);
    await t.app.close();
  });

  it('lets waiting requests in, in order, as places free, and refuses one that waited too long', async () => {
    const t = await appWith(1, 400);
    const first = t.post();
    await t.until(() => t.gates.length === 1);
    const second = t.post();
    const third = t.post();
    await t.until(() => t.admission.waiting === 2);
    // A place frees: the longest-waiting request goes in.
    t.gates[0]!.resolve();
    expect((await first).status).toBe(200);
    await t.until(() => t.gates.length === 2);
    expect(t.admission.waiting).toBe(1);
    // Nothing frees for the third within its wait: refused, without ever reaching the handler.
    const refused = await third;
    expect(refused.status).toBe(429);
    expect(t.gates).toHaveLength(2);
    t.gates[1]!.resolve();
    expect((await second).status).toBe(200);
    await t.until(() => t.refusedSeen() === 1);
    await t.until(() => t.admission.inFlight === 0);
    await t.app.close();
  });

  it('tells its observer of each refusal, and of nothing else', async () => {
    let told = 0;
    const app = Fastify();
    await app.register(errorsPlugin);
    const admission = hashAdmission({ capacity: 1, maxWaitMs: 0, maxWaiting: 10, onRefused: () => void (told += 1) });
    const gate = deferred();
    app.post('/login', { onRequest: admission.hook }, async () => {
      await gate.promise;
      return { ok: true };
    });
    const first = app.inject({ method: 'POST', url: '/login', payload: {} });
    while (admission.inFlight === 0) await new Promise((r) => setTimeout(r, 5));
    expect((await app.inject({ method: 'POST', url: '/login', payload: {} })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/login', payload: {} })).statusCode).toBe(429);
    gate.resolve();
    expect((await first).statusCode).toBe(200);
    expect(told).toBe(2);
    await app.close();
  });
});
