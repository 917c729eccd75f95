// `node --import tsx test/browser/support/seed-demo-folder.ts <folder>`: the demo club in a new
// PGlite data folder (test/browser/support/demo-data-folder.ts), made the way server/main.ts makes it.
import { openDatabase } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/seed/prepare-database';

const folder = process.argv[2];
if (!folder) throw new Error('usage: seed-demo-folder.ts <folder>');
const db = await openDatabase({ dataDir: folder });
await prepareDatabase(db, { demo: true });
await db.close();
