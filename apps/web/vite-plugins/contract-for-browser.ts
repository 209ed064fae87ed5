import { parseAst, type Plugin } from 'vite';

/** The contract's sources (packages/contract/src), as the web app's builds read them. */
const CONTRACT = /\/packages\/contract\/src\/.+\.ts$/;
/** What the app reads of a route at run time (call-route.ts, routePath): its method and address. */
const ADDRESS = new Set(['method', 'base', 'path', 'operationId']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type Edit = { start: number; end: number; text: string };

/** The source of a `route({...})` call's spec cut down to its address; null to leave it as it is. */
function addressOf(code: string, call: Node): string | null {
  const callee = call.callee as Node;
  const [spec] = call.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'route' || spec?.type !== 'ObjectExpression')
    return null;
  const properties = spec.properties as Node[];
  // A spread could bring in anything: such a spec is kept whole.
  if (properties.some((p) => p.type !== 'Property' || (p.key as Node).type !== 'Identifier')) return null;
  const kept = properties.filter((p) => ADDRESS.has((p.key as Node).name as string));
  return `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }`;
}

/** Every call in a tree (addressOf picks the `route(...)` ones). */
function callsIn(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) callsIn(child, found);
    return found;
  }
  const n = node as Node;
  if (n.type === 'CallExpression') found.push(n);
  for (const [key, value] of Object.entries(n)) if (key !== 'type') callsIn(value, found);
  return found;
}

/**
 * The contract for the browser. The server validates with the contract's schemas and documents the
 * API from them; the app only calls routes by their address and checks a few forms. Built as it is,
 * every first visit would make every schema a route names (zod builds each one when its module
 * runs: a fifth to a third of the entry's evaluation on a slow phone). In the web's builds only:
 * a route keeps its method and address, and each schema a module declares is made in a call marked
 * pure, so the bundler leaves out the schemas nothing of the app uses. The types, the server and
 * the tests read the contract unchanged.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'vitrine:contract-for-browser',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
      const edits: Edit[] = [];
      for (const call of callsIn(program.body)) {
        const address = addressOf(code, call);
        if (address !== null) {
          const spec = (call.arguments as Node[])[0];
          edits.push({ start: spec.start, end: spec.end, text: address });
        }
      }
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          // Schemas are calls (z.object(…), Base.extend(…), z.string().max(…)); a call whose
          // value is unused is then dropped, with what it would have made.
          if (!init || init.type !== 'CallExpression') continue;
          if ((init.callee as Node).type === 'Identifier' && (init.callee as Node).name === 'route') continue;
          edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ start: init.end, end: init.end, text: '))()' });
        }
      }
      if (!edits.length) return null;
      // Applied from the end, so earlier offsets stay valid; an address replaces a whole spec, and
      // no wrapping edit falls inside one (specs are arguments, wrappers surround declarations).
      edits.sort((a, b) => b.start - a.start || b.end - a.end);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}
