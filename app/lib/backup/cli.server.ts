import { BackupError } from "./archive.server";

/**
 * Runs a backup command's work with the database open, then closes it. Only what a person can act
 * on is printed in one line (the embedded database in use by the running app, an unusable
 * archive); anything else is a bug and keeps its stack trace. The database module is imported
 * here, not at the top of the script, because opening it is what may be refused.
 */
export async function runWithDatabase(verb: string, work: () => Promise<void>): Promise<void> {
  let close = async () => {};
  try {
    const database = await import("~/lib/db.server");
    close = database.closeDatabase;
    await work();
  } catch (error) {
    if (error instanceof Error && (error.name === "DataDirLockedError" || error instanceof BackupError)) {
      console.error(`Cannot ${verb}: ${error.message}`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await close();
  }
}
