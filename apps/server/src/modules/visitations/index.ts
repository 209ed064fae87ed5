import { areaPlugin } from '../../plugins/area.ts';
import { visitationRoutes as visitationRoutesPlugin } from './visitation.routes.ts';

/** Visitations: visits users request, planners plan and assign, field staff make. */
export { insertVisitation, removeStaffRole, setStaffRole } from './visitation.writer.ts';
export { staffRolesOf, staffWithRole } from './staff.repository.ts';
export const visitationRoutes = areaPlugin('visitations', ['db'], visitationRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './visitation.tables.ts';
