#!/usr/bin/env node
// `vitrine <command> …`: the portal's command-line tools. The scripts are TypeScript run by Node 24's
// type stripping; an older `node` on the PATH hands over to the Node 24 of the `node` dev dependency.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = {
  import: 'apps/server/src/import/cli.ts',
  token: 'apps/server/src/import/token-cli.ts',
  'export-data': 'apps/server/src/import/backup/export-data-cli.ts',
  demo: 'apps/server/src/demo/cli.ts',
};
const USAGE = `Usage: vitrine <command> [arguments]

Commands:
  import <file or folder> [--kind K] [--full] [--dry-run] [--channel C] [--quiet]
  token create <name> | token list | token revoke <name>
  export-data <folder>
  demo

Run \`vitrine <command> --help\` for a command's options.`;

const [command, ...rest] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}
const script = COMMANDS[command];
if (!script) {
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  process.exit(2);
}

/** This Node when it is 24 or later, else the project's Node 24. */
function node24() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const local = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  if (fs.existsSync(local)) return local;
  console.error(`vitrine needs Node 24 or later (this is ${process.version}); run npm install in ${root}.`);
  process.exit(2);
}

const result = spawnSync(node24(), [path.join(root, script), ...rest], { stdio: 'inherit' });
if (result.error) {
  console.error(result.error.message);
  process.exit(2);
}
process.exit(result.status ?? 1);
