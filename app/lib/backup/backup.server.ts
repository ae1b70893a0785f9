import { join } from "node:path";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { databaseKind } from "~/lib/db.server";
import { packArchive, unpackArchive, withStagingDir, type BackupManifest } from "./archive.server";
import { dumpDatabase, restoreDatabase } from "./database-dump.server";
import { dumpUploads, restoreUploads } from "./uploads-dump.server";

export { BackupError, defaultBackupName } from "./archive.server";

/** Writes the database and every stored file into one archive, `file`. */
export async function createBackup(file: string): Promise<BackupManifest> {
  return withStagingDir(async (dir) => {
    const database = await dumpDatabase(join(dir, "database"), databaseKind);
    const uploads = await dumpUploads(join(dir, "uploads"));
    const manifest: BackupManifest = {
      format: "dabba-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      ...database,
      uploads,
    };
    await packArchive(dir, manifest, file);
    return manifest;
  });
}

/**
 * Replaces the database's contents and the stored files with the archive's. The database goes
 * first, in one transaction (a refused archive changes nothing); then the files.
 */
export async function restoreBackup(file: string): Promise<BackupManifest> {
  return withStagingDir(async (dir) => {
    const manifest = await unpackArchive(file, dir);
    await restoreDatabase(join(dir, "database"), manifest);
    await restoreUploads(join(dir, "uploads"), manifest.uploads);
    // Running instances (PostgreSQL) drop what they cached of the replaced data.
    invalidatePublicCaches();
    return manifest;
  });
}
