// Creates a new PGlite database in the folder given, then exits: run as a process
// of its own by driver.ts so that what creating one costs (initdb in a second
// PostgreSQL instance, about 500 MB) goes back to the system with the process.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
