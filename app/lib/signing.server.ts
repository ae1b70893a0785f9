import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "./env.server";

/**
 * A secret kept in the data directory, made on first use (mode 0600): what signs links when no
 * BETTER_AUTH_SECRET is set, the push service's VAPID keys, … Every instance on one data directory
 * reads the same file.
 */
export function dataDirSecret(name: string, make: () => string = () => randomBytes(32).toString("hex")): string {
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, make(), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}

let cachedKey: string | undefined;
/** The key that signs links: the auth secret, else one kept in the data directory. */
function signingKey(): string {
  // The file keeps the name it had when it signed only payment links, so links already sent stay valid.
  return (cachedKey ??= env.BETTER_AUTH_SECRET ?? dataDirSecret("pay-link-secret"));
}

/**
 * A link's signature: only the server can make it, so a link carrying it proves the server sent it
 * (a payment link, a message's tracked link, an unsubscribe). `purpose` keeps one kind of link from
 * standing for another.
 */
export function signValue(purpose: string, value: string): string {
  return createHmac("sha256", signingKey()).update(`${purpose}:${value}`).digest("base64url");
}

/** Whether `token` is the signature of `value` for `purpose` (compared in constant time). */
export function validSignature(purpose: string, value: string, token: string): boolean {
  const expected = Buffer.from(signValue(purpose, value));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
