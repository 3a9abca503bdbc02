/** Thrown when the queue is full: the caller answers 503 rather than letting waits grow without end. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many requests are waiting');
    this.name = 'QueueFullError';
  }
}

/** Runs at most `concurrency` tasks at once; up to `maxQueued` more wait their turn in order. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
