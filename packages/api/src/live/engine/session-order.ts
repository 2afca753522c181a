/**
 * Runs the tasks of one key (a session id) one after the other, in the order they arrive; tasks of
 * other keys run freely. changeSession runs each change and its publication through it, so this
 * process publishes a session's events in commit order (a listener skips ids it has passed), and
 * changes waiting for their turn wait here rather than holding a database connection.
 */
export class KeyedQueue {
  private readonly tails = new Map<number, Promise<void>>();

  run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (tests). */
  get size(): number {
    return this.tails.size;
  }
}
