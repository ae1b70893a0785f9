/** http_ece (web-push's dependency, no types of its own): what the push-service stub uses of it. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm" | "aesgcm"; privateKey: ECDH; authSecret: string | Buffer; dh?: string },
  ): Buffer;
}
