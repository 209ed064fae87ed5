import { areaPlugin } from '../../plugins/area.ts';
import { formRoutes as formRoutesPlugin } from './form.routes.ts';

/** Forms: their fields, availability, results and logs, and forms assigned to users. */
export {
  deactivateFormsExcept,
  formCategoryIds,
  formImportStates,
  upsertForm,
  upsertFormCategory,
  writeForms,
  type NewForm,
  type NewFormCategory,
} from './form.writer.ts';
export { deleteResultsOf, resultsOf } from './person-results.repository.ts';
/** The console's forms builder: forms and categories listed, read in every language, written. */
export { builtForm, builtForms, removeBuiltForm, saveBuiltForm } from './form-building.service.ts';
export {
  deleteFormCategory,
  formCategoryExists,
  formCategoryRows,
  insertFormCategory,
  updateFormCategory,
} from './form-category.repository.ts';
/** Every form's id, code and name (the console's choices). */
export { formNameRows as formNames } from './form.repository.ts';
/** Everyone's results for the operator console: listed, opened, their files, exported. */
export {
  answerFile,
  receivedForms,
  receivedResult,
  receivedResults,
  resultSheet,
  type ReceivedResultEntry,
  type ResultSheet,
  type SheetCell,
} from './received-result.service.ts';
export type { ReceivedResultFilter } from './received-result.repository.ts';
export const formRoutes = areaPlugin('forms', ['config', 'db', 'storage', 'mail'], formRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './form.tables.ts';
export type * from './form-audience.tables.ts';
