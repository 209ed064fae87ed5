import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import v8 from 'node:v8';

/**
 * PGlite's WebAssembly engine, compiled once per process, with PostgreSQL's SQL parser kept on
 * V8's baseline compiler.
 *
 * V8 optimises a WebAssembly function with TurboFan once it has run enough of its code, and the
 * parser (`raw_parser`, about 100 KB of WebAssembly, one loop over the grammar's tables and
 * actions) gets there within the first statements. Its one compilation takes about 600 MB for a
 * second or two: the embedded database's whole start-up peak. Every other function is a few MB
 * at most. V8 has no switch to leave one function out, but its baseline compiler decides when it
 * compiles a function whether that code will ever ask for the optimising one
 * (`--wasm-tier-up-filter`, read then). So the parser is compiled first, alone, while that
 * switch names no function of the engine, and the switch is reset before anything else runs:
 * the parser stays on the baseline compiler for the life of the process, everything else is
 * optimised as usual. The parser's own time is a small part of a query's.
 *
 * A function is compiled on its first call, so the parser is called once in a throwaway instance
 * (no runtime set up, every import a stub): it is compiled, then stops at its first allocation.
 * The few functions it reaches first are called before, with tiering on, so that they are not
 * caught by the switch. Should any of this fail (another engine build), the module is the
 * engine's as it comes.
 */
let compiled: Promise<WebAssembly.Module> | undefined;

export function engineModule(): Promise<WebAssembly.Module> {
  compiled ??= compileEngine();
  return compiled;
}

/** The parser's first callees (its scanner and the allocator): compiled with tiering on. */
const FIRST_CALLEES = ['strlen', 'palloc', 'scanner_init'];
const PARSER = 'raw_parser';
/** An index no compiled function has (function 0 is an import): no function may tier up. */
const NO_FUNCTION = 0;

async function compileEngine(): Promise<WebAssembly.Module> {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const module = await WebAssembly.compile(await fs.readFile(wasm));
  try {
    keepParserOnBaseline(module);
  } catch {
    // The engine runs as it comes: optimised throughout, with the start-up peak.
  }
  return module;
}

function keepParserOnBaseline(module: WebAssembly.Module): void {
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  if (![PARSER, ...FIRST_CALLEES].every((name) => exports.has(name))) return;
  const instance = new WebAssembly.Instance(module, stubImports(module));
  const call = (name: string, ...args: number[]) => {
    try {
      (instance.exports[name] as (...a: number[]) => unknown)(...args);
    } catch {
      // Expected: without a runtime the call stops at its first allocation.
    }
  };
  for (const name of FIRST_CALLEES) call(name, 0, 0, 0, 0);
  v8.setFlagsFromString(`--wasm-tier-up-filter=${NO_FUNCTION}`);
  try {
    call(PARSER, 0, 0);
  } finally {
    v8.setFlagsFromString('--wasm-tier-up-filter=-1');
  }
}

/** Imports for an instance that never runs the engine's runtime: PGlite's memory, throwing stubs. */
function stubImports(module: WebAssembly.Module): WebAssembly.Imports {
  const imports: Record<string, Record<string, WebAssembly.ImportValue>> = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    imports[from] ??= {};
    imports[from][name] =
      kind === 'memory'
        ? // PGlite's own memory: 128 MB to start (touched only where data is written), 2 GB at most.
          new WebAssembly.Memory({ initial: 2048, maximum: 32768 })
        : () => {
            throw new Error(`${from}.${name} is not available here`);
          };
  }
  return imports;
}
