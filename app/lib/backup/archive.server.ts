import { mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";

/** What a backup archive holds, read first on restore (manifest.json at the archive's root). */
export interface BackupManifest {
  format: "dabba-backup";
  version: 1;
  createdAt: string;
  /** The database it was taken from; a backup restores onto either kind. */
  databaseKind: "pglite" | "postgres";
  /** The newest migration applied to that database (drizzle's `created_at`), to refuse a newer schema. */
  migratedAt: number | null;
  /** Table rows as NDJSON in database/<name>.ndjson, with the columns written. */
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  sequences: Array<{ name: string; value: string | null }>;
  /** Storage keys, each stored under uploads/<key>. */
  uploads: string[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** dabba-backup-YYYYMMDD-HHMMSS.tar.gz, in local time. */
export function defaultBackupName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `dabba-backup-${date}-${time}.tar.gz`;
}

/** A scratch directory that `work` fills or reads, removed afterwards whatever happens. */
export async function withStagingDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "dabba-backup-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes the staged manifest, database and uploads as one gzipped tar, never over an existing file. */
export async function packArchive(dir: string, manifest: BackupManifest, file: string): Promise<void> {
  if (await stat(file).catch(() => null)) throw new BackupError(`${file} already exists: choose another file name.`);
  await writeFile(join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
  // Written beside its final name, then renamed: an interrupted backup never looks complete.
  const partial = `${file}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: dir, portable: true }, ["manifest.json", "database", "uploads"]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Unpacks an archive into `dir` (tar refuses absolute paths and `..`) and returns its manifest. */
export async function unpackArchive(file: string, dir: string): Promise<BackupManifest> {
  if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`${file}: no such backup file.`);
  let manifest: Partial<BackupManifest>;
  try {
    await tar.extract({ file, cwd: dir, strict: true });
    manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"));
  } catch {
    throw new BackupError(`${file} is not a Dabba backup (a .tar.gz made by npm run backup).`);
  }
  if (manifest.format !== "dabba-backup" || manifest.version !== 1)
    throw new BackupError(`${file} is not a Dabba backup this version can read.`);
  return manifest as BackupManifest;
}
