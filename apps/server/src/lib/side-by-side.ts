/**
 * Awaits work begun together (on the pool's connections, or one after the other on a single one),
 * every part to its end, and throws the first failure: none is left running unheard.
 */
export async function sideBySide(...work: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(work)) if (result.status === 'rejected') throw result.reason;
}
