// Password hashing gets bounded concurrency of its own, so a login flood cannot stall the site:
// argon2 runs on libuv's thread pool, which file reads and DNS share, and each run keeps a core
// busy. At most HASH_CONCURRENCY hashes run at once (default: half the cores, at least one, so the
// event loop that serves pages always keeps a core), a short queue waits, and anything beyond it is
// refused at once (429) instead of piling up behind everyone else's pages. Routes that hash admit
// at most `capacity` requests before they read their body (hash-admission.ts), so a flood is
// refused for almost nothing.
import os from 'node:os';

export class HashBusyError extends Error {
  constructor() {
    super('password hashing is saturated');
    this.name = 'HashBusyError';
  }
}

export class HashGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueMax) throw new HashBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Work that can be running or waiting at once; anything more is refused. */
  get capacity(): number {
    return this.concurrency + this.queueMax;
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

const positive = (v: string | undefined, d: number) => (Number(v) > 0 ? Math.floor(Number(v)) : d);

/** Default slots: half the cores (at least one), so hashing never takes every core from the pages. */
export const defaultHashConcurrency = (cores = os.availableParallelism()): number => Math.max(1, Math.floor(cores / 2));

const concurrency = positive(process.env.HASH_CONCURRENCY, defaultHashConcurrency());
// The queue holds a few hashes per slot: a queued login waits at most a few hash times, never seconds.
export const hashGate = new HashGate(concurrency, positive(process.env.HASH_QUEUE, concurrency * 8));
