import { runAdmin } from './applications/admin-commands';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

// npm run admin -- <command>: the operator's commands (server/applications/admin-commands.ts lists them).
const config = loadConfig();
const code = await runAdmin(process.argv.slice(2), {
  config,
  openDb: async () => {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
    return db;
  },
  print: (line) => console.log(line),
});
process.exit(code);
