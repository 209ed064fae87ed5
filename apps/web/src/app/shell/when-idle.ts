/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout` ms);
 * answers a function that cancels it, for an effect's cleanup. Safari has no requestIdleCallback:
 * there a short timer stands in.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
