/** What each registration group sees: categories, asset scopes, content categories and forms hidden from it. */
export {
  ADMINISTRATOR,
  clearSightCache,
  EVERYTHING,
  hiddenFromGroup,
  hideFromGroup,
  sightOf,
  sightOfToken,
  type Sight,
} from './visibility.service.ts';
export type { HiddenKind } from './visibility.tables.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './visibility.tables.ts';
