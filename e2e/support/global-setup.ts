import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the demo seeded and its pictures drawn, copied by each portal. */
    e2eTemplate: string;
  }
}

/**
 * Seeds the demo once for the whole browser run: each test file's portal starts from a copy of this
 * folder instead of seeding its own (the same deterministic data, half a minute less per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portal = await startPortal({}, { template: false, waitForPictures: true });
  await portal.stop({ keepData: true });
  project.provide('e2eTemplate', portal.dataDir);
  return async () => fs.rmSync(portal.dataDir, { recursive: true, force: true });
}
