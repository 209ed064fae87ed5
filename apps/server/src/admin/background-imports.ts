import fp from 'fastify-plugin';
import type { BackgroundImports } from '../modules/console/index.ts';
import { importRecord, importRecords, startImport } from './admin-import.service.ts';

/** The admin area's background imports, offered to the operator console (app.backgroundImports). */
export const backgroundImportsPlugin = fp(
  async (app) => {
    const imports: BackgroundImports = { start: startImport, list: importRecords, read: importRecord };
    app.decorate('backgroundImports', imports);
  },
  { name: 'background-imports' },
);
