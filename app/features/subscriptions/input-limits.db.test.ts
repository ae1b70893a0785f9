import { describe, expect, it } from "vitest";
import { findOwnSubscription } from "./self-service.server";

describe("a subscription named by a URL", () => {
  it("is not found when its id is malformed or overlong, rather than a query the database refuses", async () => {
    for (const id of ["not-a-uuid", "x".repeat(5000), "00000000-0000-0000-0000-000000000000' or 1=1"])
      expect(await findOwnSubscription(id, "some-user")).toBeNull();
  });
});
