import fs from 'node:fs';
import os from 'node:os';

/** Below this much memory for the process the embedded database runs in its low-memory mode. */
export const SMALL_MACHINE_BYTES = 2 * 2 ** 30;

/** A cgroup's memory limit (v2, else v1) in bytes; null when there is none or it cannot be read. */
function cgroupLimit(): number | null {
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    try {
      const text = fs.readFileSync(file, 'utf8').trim();
      const bytes = Number(text);
      // "max" (v2) and the v1 sentinel near 2^63 both mean no limit.
      if (Number.isFinite(bytes) && bytes > 0 && bytes < 2 ** 60) return bytes;
    } catch {
      // Not in a cgroup of that kind: the next, or the machine's own memory.
    }
  }
  return null;
}

/** The memory this process may use: the machine's, or its container's limit when that is lower. */
export function machineMemoryBytes(): number {
  const limit = cgroupLimit();
  return limit === null ? os.totalmem() : Math.min(limit, os.totalmem());
}
