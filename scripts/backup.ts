// npm run backup [-- file]: writes the database and every stored upload into one archive
// (default backups/dabba-backup-YYYYMMDD-HHMMSS.tar.gz). On the embedded database the app must be
// stopped first: its data directory is used by one process at a time.
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { defaultBackupName } from "~/lib/backup/archive.server";
import { runWithDatabase } from "~/lib/backup/cli.server";

const file = resolve(process.argv[2] ?? join("backups", defaultBackupName()));
await mkdir(dirname(file), { recursive: true });

await runWithDatabase("back up", async () => {
  const { createBackup } = await import("~/lib/backup/backup.server");
  const manifest = await createBackup(file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backed up ${rows} rows and ${manifest.uploads.length} files to ${file}`);
});
