import { describe, expect, it } from "vitest";
import { newNonce } from "./security-headers";

describe("script nonces", () => {
  it("are 16 random bytes in base64, never the same twice (across refills of the pool)", () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
