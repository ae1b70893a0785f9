import pg from "pg";

/**
 * Creates database `name` on the PostgreSQL server of `serverUrl` (empty, or a copy of `template`)
 * and returns its connection string.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
