import { route } from './route.ts';

/** TODO(route table): this area's routes. */
export const contentRoutes = {};
void route;
