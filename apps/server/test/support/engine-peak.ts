// Run as a process of its own by engine-module.test.ts: opens an embedded database on the folder
// given, parses a thousand different statements and prints the process's highest resident memory.
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';

const opened = await openDatabase({ dataDir: process.argv[2] });
try {
  for (let i = 0; i < 1000; i++) {
    await sql`select count(*) + ${i} as n from pg_class where oid > ${i} and relname like ${`%${i}%`}`.execute(
      opened.db,
    );
  }
} finally {
  await opened.close();
}
const peak = /VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
console.log(JSON.stringify({ peakMiB: Math.round(Number(peak) / 1024) }));
