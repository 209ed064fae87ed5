import type { TestProject } from 'vitest/node';
import { createSeededTemplates, type SeededTemplates } from './seeded-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/** Seeds the demo once for the whole API run; each test portal starts from a copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await createSeededTemplates();
  project.provide('seededTemplates', templates);
  return remove;
}
