/**
 * What a database gives the drizzle adapters, for the in-memory repositories of domain unit tests: one
 * transaction at a time, all of it or none of it, an inbox that lets each event in once, and writes that
 * can be made to fail. A repository built on it says only what its state is, how to copy it, and what its
 * transaction's writes do to it.
 */
export abstract class MemoryUnitOfWork<State, Tx> {
  /** The rows; a failed transaction puts back the copy taken when it began. */
  protected state: State;
  /** Makes the named transactional write throw, to check that the rest of its transaction rolls back. */
  failOn: (keyof Tx & string) | undefined;
  /** The database's clock; tests move it to see timestamps change. */
  now = () => new Date();

  private readonly copy: (state: State) => State;
  /** Transactions run one after another, as row locks would order the ones that matter here. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The events each consumer has taken, rolled back with the state. */
  private inbox = new Set<string>();

  /** copy must copy whatever a write changes in place, so that the state taken before a transaction stays as it was. */
  constructor(initial: State, copy: (state: State) => State) {
    this.state = initial;
    this.copy = copy;
  }

  /** The writes of one transaction, on this.state; each starts with this.failIfInjected(its name). */
  protected abstract openTransaction(): Tx;

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const before = { state: this.copy(this.state), inbox: new Set(this.inbox) };
      try {
        return await work(this.openTransaction());
      } catch (err) {
        this.state = before.state;
        this.inbox = before.inbox;
        throw err;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** For ports with an inbox: runs work in a transaction unless the consumer has taken this event before. */
  async once(consumer: string, eventId: string, work: (tx: Tx) => Promise<void>): Promise<boolean> {
    return this.transaction(async (tx) => {
      const key = `${consumer}\u0000${eventId}`;
      if (this.inbox.has(key)) return false;
      this.inbox.add(key);
      await work(tx);
      return true;
    });
  }

  protected failIfInjected(op: keyof Tx & string): void {
    if (this.failOn === op) throw new Error(`injected failure in ${op}`);
  }
}
