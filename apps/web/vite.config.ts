import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForBrowser } from './vite-plugins/contract-for-browser.ts';

/**
 * Preloads the Latin Roboto faces every first screen sets (body text and buttons): found only
 * when text is laid out, they would arrive after the first paint, and the swap from the wider
 * fallback font re-wraps labels and moves the cards below them.
 */
function preloadFonts(): Plugin {
  const face = /(^|\/)roboto-latin-(400|500)-normal-[\w-]+\.woff2$/;
  return {
    name: 'vitrine:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => face.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** Library code only a date input uses: kept out of the chunks every page loads. */
const DATE_LIBRARIES = /node_modules\/(@mui\/x-date-pickers|@mui\/x-internals|date-fns)\//;
const DATE_LOCALES = /node_modules\/date-fns\/locale\//;
const ZOD_SETUP = /\/src\/shared\/zod-setup\.ts$/;
/** The console's activity charts and the libraries only they use (d3's parts, gestures, easing). */
const CHART_LIBRARIES =
  /node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|@mui\/x-internal-gestures|bezier-easing|flatqueue|internmap|d3-[\w-]+)\//;
/** The console's data grid: for administrators' pages alone. */
const GRID_LIBRARIES = /node_modules\/@mui\/(x-data-grid|x-virtualizer)\//;
/** The console's rich-text editor (Tiptap on ProseMirror): for administrators' pages alone. */
const EDITOR_LIBRARIES =
  /node_modules\/(@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)\//;

type ModuleInfoOf = (
  id: string,
) => { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
/** True when a module is reached through static imports from a module that `isRoot` names. */
function reachedFrom(isRoot: (id: string, info: ModuleInfoOf) => boolean) {
  const known = new Map<string, boolean>();
  const test = (id: string, info: ModuleInfoOf, seen = new Set<string>()): boolean => {
    if (isRoot(id, info)) return true;
    const settled = known.get(id);
    if (settled !== undefined) return settled;
    if (seen.has(id)) return false;
    seen.add(id);
    const module = info(id);
    const answer = !!module && module.importers.some((i) => test(i, info, seen));
    // Only settled answers are kept: a 'no' found inside a cycle may still turn out 'yes'.
    if (answer || seen.size === 1) known.set(id, answer);
    return answer;
  };
  return test;
}

/** True when a module is loaded with the entry (a chain of static imports leads to it). */
const isInitial = reachedFrom((id, info) => !!info(id)?.isEntry);

/**
 * A test for a group of libraries and the library code only they use: chunked with them, so no
 * page without them fetches any of it.
 */
function onlyUnder(libraries: RegExp) {
  const known = new Map<string, boolean>();
  const test = (id: string, info: ModuleInfoOf, seen = new Set<string>()): boolean => {
    if (libraries.test(id)) return true;
    const settled = known.get(id);
    if (settled !== undefined) return settled;
    // Inside a cycle the other importers decide.
    if (seen.has(id)) return true;
    seen.add(id);
    const module = info(id);
    const answer =
      !!module &&
      /node_modules/.test(id) &&
      !module.isEntry &&
      module.dynamicImporters.length === 0 &&
      module.importers.length > 0 &&
      module.importers.every((i) => test(i, info, seen));
    // A 'yes' found inside a cycle rests on a guess; a 'no' is settled.
    if (!answer || seen.size === 1) known.set(id, answer);
    return answer;
  };
  return test;
}

/** The date libraries and what only they use (the Material parts of a calendar). */
const isDateOnly = onlyUnder(DATE_LIBRARIES);
/** The charts and what only they use (d3's parts, gestures, the store helpers they alone call). */
const isChartOnly = onlyUnder(CHART_LIBRARIES);
/** The data grid and what only it uses (its virtualizer, reselect). */
const isGridOnly = onlyUnder(GRID_LIBRARIES);
/** The editor and what only it uses. */
const isEditorOnly = onlyUnder(EDITOR_LIBRARIES);

/**
 * The two lists, where most visits start (the server draws their first screen), and the parts the
 * shell around every page loads by itself once it is up (the language dialog, the forms reminder,
 * the drawer, the session notice).
 */
const LIST_ROOTS =
  /\/src\/(features\/(products\/pages\/product-list-page|assets\/pages\/asset-list-page|forms\/components\/unresolved-forms-reminder|locales\/components\/language-dialog)\.tsx|app\/shell\/[\w-]+\.tsx)$/;
const isListLibrary = reachedFrom((id) => LIST_ROOTS.test(id));

/**
 * Reached from the app's code outside the console (a visitor's page, the shell, the date pickers'
 * chunk): library code that is not is the console's alone.
 */
const isVisitorLibrary = reachedFrom((id) => /\/apps\/web\/src\/(?!features\/console\/)/.test(id));

/** Library code outside the chunks of the date pickers, the charts, the grid and the editor. */
const isSharedLibrary = (id: string, info: ModuleInfoOf) =>
  /node_modules/.test(id) &&
  !DATE_LIBRARIES.test(id) &&
  !isDateOnly(id, info) &&
  !isChartOnly(id, info) &&
  !isGridOnly(id, info) &&
  !isEditorOnly(id, info);

/**
 * The server's entry (`vite build --ssr`): the list pages' first screen drawn from the app's own
 * components, one ES module in dist/server/ that the server imports at start. Libraries are bundled
 * in (one copy of React and Emotion, whatever the server's node_modules hold), in their production
 * builds, so class names match the app's.
 */
const serverEntry = defineConfig({
  plugins: [contractForBrowser(), react()],
  resolve: { tsconfigPaths: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/first-screen/render.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'render.js' } },
  },
});

// The server serves the built app from apps/web/dist; in development the API is proxied to it.
const app = defineConfig({
  plugins: [contractForBrowser(), react(), preloadFonts()],
  // '@/…' imports resolve to src/ through the paths of tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server names a drawn page's chunks in the page from it.
    manifest: true,
    // The framework chunk is one file on purpose (see codeSplitting below).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Library code every first visit runs (React, the router, MUI's core, i18next…).
              // zod's set-up goes with zod: a chunk runs before the chunks that import it, so the
              // set-up is in force before any schema of the app's chunks is made.
              name: (id, ctx) =>
                (/node_modules/.test(id) && isInitial(id, (m) => ctx.getModuleInfo(m))) || ZOD_SETUP.test(id)
                  ? 'framework'
                  : null,
              debugName: 'framework',
              priority: 20,
            },
            {
              // The date pickers and date-fns, only for the screens with a date (their locales
              // stay chunks of their own, one fetched per language).
              name: (id, ctx) =>
                !DATE_LOCALES.test(id) && isDateOnly(id, (m) => ctx.getModuleInfo(m)) ? 'date-pickers' : null,
              debugName: 'date-pickers',
              priority: 6,
            },
            {
              // The charts, for the console's activity page alone: no visitor's page fetches them.
              // Below the others, so the library code it shares with them stays in their chunks.
              name: (id, ctx) => (isChartOnly(id, (m) => ctx.getModuleInfo(m)) ? 'charts' : null),
              debugName: 'charts',
              priority: 4,
            },
            {
              // The console's data grid, fetched by administrators only: no visitor's page needs it.
              name: (id, ctx) => (isGridOnly(id, (m) => ctx.getModuleInfo(m)) ? 'data-grid' : null),
              debugName: 'data-grid',
              priority: 4,
            },
            {
              // The console's rich-text editor, fetched by the article editor alone.
              name: (id, ctx) => (isEditorOnly(id, (m) => ctx.getModuleInfo(m)) ? 'editor' : null),
              debugName: 'editor',
              priority: 4,
            },
            {
              // Library code the two lists use: the page most visits start on runs no more.
              name: (id, ctx) =>
                /node_modules/.test(id) &&
                !DATE_LIBRARIES.test(id) &&
                !isDateOnly(id, (m) => ctx.getModuleInfo(m)) &&
                isListLibrary(id, (m) => ctx.getModuleInfo(m))
                  ? 'list-vendor'
                  : null,
              debugName: 'list-vendor',
              priority: 12,
            },
            {
              // Library code only pages use (Material components, forms) in one chunk: a page
              // then asks for a few files rather than forty.
              name: (id, ctx) =>
                isSharedLibrary(id, (m) => ctx.getModuleInfo(m)) &&
                isVisitorLibrary(id, (m) => ctx.getModuleInfo(m))
                  ? 'pages-vendor'
                  : null,
              debugName: 'pages-vendor',
              priority: 10,
            },
            {
              // Library code only the console uses: no visitor's page fetches or runs it. After the
              // visitors' chunks, so what they need of it (the date pickers' above all), with what
              // that needs, is in theirs; before the charts, grid and editor, so what those share
              // is here rather than in one of them.
              name: (id, ctx) =>
                isSharedLibrary(id, (m) => ctx.getModuleInfo(m)) &&
                !isVisitorLibrary(id, (m) => ctx.getModuleInfo(m))
                  ? 'console-vendor'
                  : null,
              debugName: 'console-vendor',
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/pim': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntry : app));
