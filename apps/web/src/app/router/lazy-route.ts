import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageLoader = () => Promise<ComponentType>;

/** Routes whose page is its own chunk, loaded on first visit; several paths may share one page. */
export function lazyRoutes(paths: string | string[], load: PageLoader): RouteObject[] {
  const lazy = async () => ({ Component: await load() });
  return (Array.isArray(paths) ? paths : [paths]).map((path) => ({ path, lazy }));
}

/** The index route variant of lazyRoutes. */
export function lazyIndex(load: PageLoader): RouteObject {
  return { index: true, lazy: async () => ({ Component: await load() }) };
}
