// npm run restore -- file: replaces the database's contents and every stored upload with those of
// a backup made by npm run backup (from either database). On the embedded database the app must be
// stopped first; on PostgreSQL stopping it is advised (it would serve a mix while this runs).
import { resolve } from "node:path";
import { runWithDatabase } from "~/lib/backup/cli.server";

if (!process.argv[2]) {
  console.error("Usage: npm run restore -- <backup file> (replaces the database and the uploads with the backup's)");
  process.exit(1);
}
const file = resolve(process.argv[2]);

await runWithDatabase("restore", async () => {
  const { restoreBackup } = await import("~/lib/backup/backup.server");
  const manifest = await restoreBackup(file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows and ${manifest.uploads.length} files from ${file} (made ${manifest.createdAt})`);
});
