// Password hashing gets bounded concurrency of its own (issue 14 "a login flood stalls the site"):
// argon2 runs on libuv's thread pool, which file reads and DNS share. At most HASH_CONCURRENCY
// hashes run at once (default 2 of the pool's 4 threads), a short queue waits, and anything beyond
// it is refused at once (429) instead of piling up behind everyone else's pages.
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

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

const positive = (v: string | undefined, d: number) => (Number(v) > 0 ? Math.floor(Number(v)) : d);

export const hashGate = new HashGate(positive(process.env.HASH_CONCURRENCY, 2), positive(process.env.HASH_QUEUE, 128));
