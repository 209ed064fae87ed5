import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** Created once, after the configuration has loaded (the route tree reads it through context). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
