import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createAdminToken, listAdminTokens, revokeAdminToken, TokenNameError } from '../admin/index.ts';
import { openRuntime } from '../runtime.ts';

/**
 * `npm run token -- create <name> | list | revoke <name>` (also `npx vitrine token …`): the admin
 * API's tokens, on the configured database. A token is printed once, when created; only its hash is
 * kept. Exit code 1 when the name is taken or unknown, 2 on usage errors.
 */
const USAGE = `Usage: npm run token -- <command>

Commands:
  create <name>   a new admin API token for a PIM or a script, printed once
  list            the tokens: name, created, last used, revoked
  revoke <name>   the token stops working at once`;

const { positionals, values } = parseArgs({
  options: { help: { type: 'boolean', short: 'h', default: false } },
  allowPositionals: true,
  strict: false,
});
const [command, name, ...extra] = positionals;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const arity = { create: 1, revoke: 1, list: 0 } as Record<string, number | undefined>;
if (!command || arity[command] === undefined || (name ? 1 : 0) + extra.length !== arity[command]) {
  console.error(USAGE);
  process.exit(2);
}

const runtime = await openRuntime(loadConfig());
const { db } = runtime.deps;
const day = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 16).replace('T', ' ') : '-');
let code = 0;
try {
  if (command === 'create') {
    const { token } = await createAdminToken(db, name);
    console.error(`Admin API token "${name}" (shown once; send it as Authorization: Bearer <token>):`);
    console.log(token);
  } else if (command === 'revoke') {
    if (await revokeAdminToken(db, name)) console.log(`Token "${name}" revoked.`);
    else {
      console.error(`No active token named "${name}".`);
      code = 1;
    }
  } else {
    const tokens = await listAdminTokens(db);
    if (!tokens.length) console.log('No admin API tokens.');
    for (const t of tokens)
      console.log(
        `${t.name.padEnd(24)} created ${day(t.created_at)}  last used ${day(t.last_used_at)}${t.revoked_at ? `  revoked ${day(t.revoked_at)}` : ''}`,
      );
  }
} catch (error) {
  if (!(error instanceof TokenNameError)) throw error;
  console.error(error.message);
  code = 1;
} finally {
  await runtime.close();
}
process.exitCode = code;
