/**
 * Wakes requests waiting for files' detected types when this process applies a detection. Another
 * replica may apply it instead, so a waiter also wakes after a time and looks for itself.
 */
export class DetectionWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Resolves when one of the files is detected here, or after `ms`. */
  next(fileIds: string[], ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        for (const id of fileIds) {
          const set = this.waiting.get(id);
          set?.delete(wake);
          if (set?.size === 0) this.waiting.delete(id);
        }
        resolve();
      };
      const timer = setTimeout(wake, ms);
      for (const id of fileIds) {
        const set = this.waiting.get(id) ?? new Set();
        set.add(wake);
        this.waiting.set(id, set);
      }
    });
  }

  detected(fileId: string): void {
    for (const wake of [...(this.waiting.get(fileId) ?? [])]) wake();
  }
}
