import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.ts';
import * as catalogue from './0002-catalogue.ts';
import * as assets from './0003-assets.ts';
import * as searchPrefixes from './0004-search-prefixes.ts';
import * as renditions from './0005-renditions.ts';
import * as downloadManifest from './0006-download-manifest.ts';
import * as jobs from './0007-jobs.ts';
import * as accountSafety from './0008-account-safety.ts';
import * as contents from './0009-contents.ts';
import * as searchEngine from './0010-search-engine.ts';
import * as forms from './0011-forms.ts';
import * as ordersVisitations from './0012-orders-visitations.ts';
import * as exportTemplateNames from './0013-export-template-names.ts';
import * as importSources from './0014-import-sources.ts';
import * as adminApi from './0015-admin-api.ts';
import * as jobRequestId from './0017-job-request-id.ts';
import * as identifierSearch from './0018-identifier-search.ts';
import * as namePrefixes from './0019-name-prefixes.ts';
import * as searchRows from './0020-search-rows.ts';
import * as operatorConsole from './0021-console.ts';
import * as groupVisibility from './0022-group-visibility.ts';
import * as activity from './0023-activity.ts';
import * as consoleImports from './0024-console-imports.ts';
import * as consoleSettings from './0025-console-settings.ts';
import * as received from './0026-received.ts';
import * as assetFiles from './0027-asset-files.ts';
import * as assetRights from './0028-asset-rights.ts';
import * as articleEditing from './0029-article-editing.ts';
import * as formBuilding from './0030-form-building.ts';

/** Every migration in order; names are stable forever once released. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue': catalogue,
  '0003-assets': assets,
  '0004-search-prefixes': searchPrefixes,
  '0005-renditions': renditions,
  '0006-download-manifest': downloadManifest,
  '0007-jobs': jobs,
  '0008-account-safety': accountSafety,
  '0009-contents': contents,
  '0010-search-engine': searchEngine,
  '0011-forms': forms,
  '0012-orders-visitations': ordersVisitations,
  '0013-export-template-names': exportTemplateNames,
  '0014-import-sources': importSources,
  '0015-admin-api': adminApi,
  '0017-job-request-id': jobRequestId,
  '0018-identifier-search': identifierSearch,
  '0019-name-prefixes': namePrefixes,
  '0020-search-rows': searchRows,
  '0021-console': operatorConsole,
  '0022-group-visibility': groupVisibility,
  '0023-activity': activity,
  '0024-console-imports': consoleImports,
  '0025-console-settings': consoleSettings,
  '0026-received': received,
  '0027-asset-files': assetFiles,
  '0028-asset-rights': assetRights,
  '0029-article-editing': articleEditing,
  '0030-form-building': formBuilding,
};
