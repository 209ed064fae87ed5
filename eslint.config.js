import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const folders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * The server's layers: infrastructure (lib, plugins, jobs, storage, db, mail, search) knows no area; an area
 * reaches another only through that area's public face, its index.ts.
 */
const serverZones = [
  ...['lib', 'plugins', 'jobs', 'storage', 'db', 'mail', 'search', 'backup', 'config.ts', 'deps.ts'].map(
    (base) => ({
      target: `./${SERVER}/${base}`,
      from: [
        `./${SERVER}/modules`,
        `./${SERVER}/demo`,
        `./${SERVER}/import`,
        `./${SERVER}/app.ts`,
        `./${SERVER}/main.ts`,
      ],
      message: 'Infrastructure must not import an area (modules/), the importers or the app around it',
    }),
  ),
  // The areas own their tables' writes; importers, the demo and the admin call them, never the reverse.
  {
    target: `./${SERVER}/modules`,
    from: [`./${SERVER}/import`, `./${SERVER}/demo`, `./${SERVER}/admin`],
    message: 'An area must not import its callers (import/, demo/, admin/): put what both need in the area',
  },
  ...folders(`${SERVER}/modules`).flatMap((area) =>
    folders(`${SERVER}/modules`)
      .filter((other) => other !== area)
      .map((other) => ({
        target: `./${SERVER}/modules/${area}`,
        from: `./${SERVER}/modules/${other}`,
        except: ['./index.ts'],
        message: `Use the ${other} area through modules/${other}/index.ts`,
      })),
  ),
  ...['demo', 'import', 'admin', 'backup', 'main.ts', 'app.ts', 'runtime.ts', 'housekeeping.ts'].flatMap(
    (outside) =>
      folders(`${SERVER}/modules`).map((area) => ({
        target: `./${SERVER}/${outside}`,
        from: `./${SERVER}/modules/${area}`,
        except: ['./index.ts'],
        message: `Use the ${area} area through modules/${area}/index.ts`,
      })),
  ),
];

/** The web app's layers: features never import each other; shared code imports no feature and no app code. */
const webZones = [
  ...folders(`${WEB}/features`).flatMap((feature) =>
    folders(`${WEB}/features`)
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./${WEB}/features/${feature}`,
        from: `./${WEB}/features/${other}`,
        message: 'Features must not import each other: move what both need to shared/',
      })),
  ),
  {
    target: `./${WEB}/shared`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'shared/ must not import a feature or the app shell',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, so the cycle check follows every import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverZones, ...webZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Plain scripts the page loads as they are (no build step).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
