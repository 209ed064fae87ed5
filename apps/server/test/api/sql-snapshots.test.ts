import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps.ts';
import type { RequestLocale } from '../../src/lib/locale.ts';
import { listContents } from '../../src/modules/contents/index.ts';
import { listAssets } from '../../src/modules/media/index.ts';
import { listProducts, suggestProducts } from '../../src/modules/products/index.ts';
import { EVERYTHING } from '../../src/modules/visibility/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The statements behind the lists and searches people wait for, written as SQL files under
// apps/server/queries/ (Immich's queries/*.sql): a change to a statement shows in review as a
// diff of SQL, not only of the builder calls that make it. Run `npx vitest run --project api
// sql-snapshots -u` after changing one, and read the diff.

/** Notes every statement a database handle runs, compiled as PostgreSQL receives it. */
class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];
  private readonly compiler = new PostgresQueryCompiler();

  transformQuery(args: PluginTransformQueryArgs) {
    this.statements.push(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

const BREAK_BEFORE =
  /(?<!\b(?:left|inner|cross|full|right))\s+(?=(?:with(?! ordinality)|select|from|where|and|or|inner join|left join|cross join|join lateral|group by|order by|having|limit|offset|union all|union|except|returning)\b)/gi;

/** One statement a line per clause, so a diff shows which clause changed. */
function readable(statement: string): string {
  return statement.replace(BREAK_BEFORE, '\n').trim();
}

const locale: RequestLocale = { code: 'en_GB', language: 'en', defaultCode: 'en_GB' };

describe('SQL of the lists and searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 120_000);
  afterAll(() => t.close());

  /** The statements `work` runs on a fresh handle (no answer cached for it), one clause a line. */
  async function statementsOf(work: (deps: Deps) => Promise<unknown>): Promise<Set<string>> {
    const log = new StatementLog();
    await work({ ...t.deps, db: t.deps.db.withPlugin(log) });
    expect(log.statements.length).toBeGreaterThan(0);
    return new Set(log.statements.map(readable));
  }

  /** Statements as a file: sorted (concurrent calls may run in any order), numbered. */
  const file = (statements: Iterable<string>) =>
    `${[...statements]
      .sort()
      .map((s, i) => `-- ${i + 1}\n${s};`)
      .join('\n\n')}\n`;

  const cases: [string, (deps: Deps) => Promise<unknown>][] = [
    [
      'product-list',
      (deps) =>
        listProducts(deps, locale, { limit: 24, offset: 0, orderdir: 'asc', facets: true }, EVERYTHING),
    ],
    [
      'product-list-search',
      (deps) =>
        listProducts(
          deps,
          locale,
          {
            limit: 24,
            offset: 0,
            orderdir: 'desc',
            search: 'desk lamp',
            facets: true,
          },
          EVERYTHING,
        ),
    ],
    [
      'product-list-code',
      (deps) =>
        listProducts(
          deps,
          locale,
          { limit: 24, offset: 0, orderdir: 'desc', search: 'vt-000002' },
          EVERYTHING,
        ),
    ],
    ['product-suggestions', (deps) => suggestProducts(deps, locale, 'atel', 4, 200, EVERYTHING)],
    [
      'content-list-search',
      (deps) =>
        listContents(
          deps,
          locale,
          {
            page: 1,
            limit: 12,
            orderby: 'title',
            orderdir: 'asc',
            search: 'guide',
          },
          { sight: EVERYTHING },
        ),
    ],
    [
      'asset-list-search',
      (deps) =>
        listAssets(
          deps,
          locale,
          'http://portal.test',
          {
            itemsPerPage: 24,
            page: 1,
            orderBy: 'name',
            orderDir: 'desc',
            search: 'packshot',
          },
          EVERYTHING,
        ),
    ],
  ];

  it("writes each case's own statements to queries/<case>.sql and those several share to queries/shared.sql", async () => {
    const byCase = new Map<string, Set<string>>();
    for (const [name, work] of cases) byCase.set(name, await statementsOf(work));
    // The indexes a list reads first (attributes, categories, settings) would repeat in every file.
    const seen = new Map<string, number>();
    for (const statements of byCase.values())
      for (const statement of statements) seen.set(statement, (seen.get(statement) ?? 0) + 1);
    const shared = [...seen].filter(([, n]) => n > 1).map(([statement]) => statement);
    await expect(file(shared)).toMatchFileSnapshot('../../queries/shared.sql');
    for (const [name, statements] of byCase) {
      const own = [...statements].filter((statement) => (seen.get(statement) ?? 0) === 1);
      expect(own.length, `${name} runs statements of its own`).toBeGreaterThan(0);
      await expect(file(own)).toMatchFileSnapshot(`../../queries/${name}.sql`);
    }
  });
});
