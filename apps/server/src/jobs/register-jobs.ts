import type { Deps } from '../deps.ts';
import { ZIP_JOB, runZipJob } from '../modules/downloads/download.job.ts';
import { EXPORT_JOB, runExportJob } from '../modules/export/export.job.ts';

/** Every kind of background job the server runs. */
export function registerJobs(deps: Deps): void {
  deps.jobs.register(EXPORT_JOB, (payload) => runExportJob(deps, payload));
  deps.jobs.register(ZIP_JOB, (payload) => runZipJob(deps, payload));
}
