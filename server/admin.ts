import { runAdmin } from './applications/admin-commands';
import { ConfigError, loadConfig } from './config';
import { configTable } from './config-check';
import { openDatabase } from './db/database';
import { FolderLockedError, lockDataFolder } from './db/folder-lock';
import { migrate } from './db/migrate';

// npm run admin -- <command>: the operator's commands (server/applications/admin-commands.ts lists them).
// check-config needs no database and must work when loadConfig would refuse: it says why.
if (process.argv[2] === 'check-config') {
  const { lines, problems } = configTable();
  for (const line of lines) console.log(line);
  process.exit(problems.length ? 1 : 0);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const settings = config;
const code = await runAdmin(process.argv.slice(2), {
  config: settings,
  openDb: async () => {
    // The embedded database is one process's at a time: lock its folder as the server does.
    let release = () => {};
    if (!settings.databaseUrl) {
      try {
        release = lockDataFolder(settings.dataDir, 'Tote server or operator command');
      } catch (error) {
        if (!(error instanceof FolderLockedError)) throw error;
        console.error(`${error.message}\n(The server did not answer on port ${settings.port}: is PORT the server's?)`);
        process.exit(1);
      }
    }
    const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, settings: settings.database });
    await migrate(db);
    return { ...db, close: async () => (await db.close(), release()) };
  },
  print: (line) => console.log(line),
});
process.exit(code);
