import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3StorageOptions } from "./s3.server";

export interface S3TestServer {
  /** Options for createS3Storage that reach this server's one bucket. */
  options: S3StorageOptions;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver) on a free port with one empty bucket, its objects in
 * a temporary folder. It runs as a child process because its list continuation tokens use DES,
 * which Node's OpenSSL 3 only offers with --openssl-legacy-provider.
 */
export async function startS3TestServer(bucket = "dabba-test"): Promise<S3TestServer> {
  const dir = await mkdtemp(join(tmpdir(), "dabba-s3-"));
  const bin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", bin, "-d", dir, "-a", "127.0.0.1", "-p", "0", "-s", "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [^\s]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening: ${output}`)));
  });
  return {
    options: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
