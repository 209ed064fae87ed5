/** At most `size` holders at once; the others wait in order, a `first` waiter ahead of the rest. */
export function createSlots(size: number) {
  const waiting: (() => void)[] = [];
  let taken = 0;
  return {
    acquire(first = false): Promise<void> {
      if (taken < size) {
        taken++;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        if (first) waiting.unshift(resolve);
        else waiting.push(resolve);
      });
    },
    /** Hands the slot to the next waiter, or frees it. */
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else taken--;
    },
  };
}
