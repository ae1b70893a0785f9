import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "./db.server";
import { safeError } from "./logger.server";

describe("the log", () => {
  it("keeps no customer data of a failed query: neither its parameters nor the failing row", async () => {
    const failure = await db
      .insert(s.contactMessages)
      .values({ firstName: "Asha", lastName: "Secretname", email: "asha@private.example", message: null as never })
      .then(() => null)
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeError(failure));
    expect(logged).toContain("contact_messages");
    expect(logged).not.toContain("Secretname");
    expect(logged).not.toContain("asha@private.example");
  });
});
