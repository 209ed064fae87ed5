import { areaPlugin } from '../../plugins/area.ts';
import { attributeRoutes as attributeRoutesPlugin } from './attribute.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './attribute.changes.ts';

/** Attributes, their options and attribute sets, translated per locale. */
export {
  attributeIndex,
  attributeSets,
  identifierAttributeCodes,
  numberAttributeCodes,
  removeAttribute,
  type AttributeIndex,
} from './attribute.service.ts';
export const attributeRoutes = areaPlugin('attributes', ['config', 'db'], attributeRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './attribute.tables.ts';
export {
  insertAttribute,
  writeAttribute,
  writeAttributeSet,
  writeOption,
  type AttributeChange,
  type AttributeSetChange,
  type NewAttribute,
  type CodedChange,
} from './attribute.writer.ts';
