// Creates an embedded database cluster in the folder named by the first argument, then exits
// (db/new-cluster.ts runs it in a process of its own).
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('Name the folder of the new cluster');
const db = await PGlite.create(dir);
await db.close();
