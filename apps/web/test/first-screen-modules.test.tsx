import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { authRoutes } from '@/app/router/auth-routes';
import { portalRoutes } from '@/app/router/portal-routes';
import { SCREENS } from '@/first-screen/screens';

// The server names a drawn page's chunks in the page from the screens' `modules`: they must be the
// modules the app's router loads for the same addresses, or the page would fetch the wrong chunks.

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's route for a screen's path (the auth area's under 'auth/'). */
function routeFor(screenPath: string): RouteObject | undefined {
  const [routes, routePath] = screenPath.startsWith('auth/')
    ? [authRoutes, screenPath.slice('auth/'.length)]
    : [portalRoutes, screenPath];
  return routes.find((route) => route.path === routePath);
}

describe("the first screens' modules", () => {
  test('every drawn page names the modules of its page', () => {
    for (const screen of SCREENS.filter((s) => s.element))
      expect(screen.modules?.length, screen.paths.join()).toBeGreaterThan(0);
  });

  for (const screen of SCREENS.filter((s) => s.modules))
    for (const screenPath of screen.paths)
      test(`${screenPath}: the router loads the page from ${screen.modules!.join(', ')}`, async () => {
        const route = routeFor(screenPath);
        expect(typeof route?.lazy, screenPath).toBe('function');
        const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
        const exported = await Promise.all(
          screen.modules!.map(async (module) => Object.values(await import(path.join(webRoot, module)))),
        );
        expect(exported.flat()).toContain(loaded.Component);
      });
});
