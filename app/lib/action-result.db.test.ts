import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { attempt, succeeded } from "./action-result.server";
import { db } from "./db.server";

const statusOf = (answer: unknown) =>
  (answer as { init?: { status?: number } | null }).init?.status ?? (answer as { ok?: boolean }).ok;

describe("an admin write given input the database refuses", () => {
  it("answers a malformed id or a number out of range with 400 and a reason, storing nothing", async () => {
    const malformed = await attempt(
      "Failed to delete team member",
      () => db.delete(s.teamMembers).where(eq(s.teamMembers.id, "12; drop table orders")),
      () => succeeded("Deleted"),
    );
    expect(statusOf(malformed)).toBe(400);
    expect((malformed as unknown as { data: { toast: { description: string } } }).data.toast.description).toBe(
      "Some of the values sent are not in the expected format.",
    );

    const huge = await attempt(
      "Failed to save box type",
      () => db.insert(s.boxTypes).values({ name: "Huge", basePrice: 99_999_999_999, vegetarianPrice: 1 }),
      () => succeeded("Saved"),
    );
    expect(statusOf(huge)).toBe(400);
    expect(await db.select().from(s.boxTypes)).toEqual([]);
  });
});
