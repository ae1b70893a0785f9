import { describe, expect, it } from "vitest";
import { findSubscriptionOfUser } from "./public.server";

describe("a subscription named by a form", () => {
  it("is not found when its id is malformed or overlong, rather than a query the database refuses", async () => {
    for (const id of ["not-a-uuid", "x".repeat(5000), "00000000-0000-0000-0000-000000000000' or 1=1"])
      expect(await findSubscriptionOfUser(id, "some-user")).toBeNull();
  });
});
