import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postcodeWaitlist } from "~/db/schema";
import { db } from "~/lib/db.server";
import { action } from "~/routes/order/postcode-check";

type Answer = {
  init: { status?: number } | null;
  data: { waitlistReply?: { error?: Record<string, string[] | null> } | null };
};

async function post(values: Record<string, string>) {
  const request = new Request("http://localhost/postcode-check", { method: "POST", body: new URLSearchParams(values) });
  return (await action({ request, params: {} } as unknown as Parameters<typeof action>[0])) as unknown as Answer;
}

describe("the delivery waitlist refuses bad input with a field message, storing nothing", () => {
  it.each([
    [
      "an overlong email",
      { email: `${"a".repeat(250)}@example.com` },
      "email",
      "Email address must be at most 254 characters.",
    ],
    [
      "an overlong postcode",
      { postcode: "SE15 1AA".repeat(1000) },
      "postcode",
      "Please enter a valid UK postcode, for example SE15 1AA.",
    ],
  ])("%s", async (_, change, field, message) => {
    const values = { intent: "waitlist", postcode: "ZE1 0AA", email: "limits@example.com", ...change };
    const answer = await post(values);
    expect([answer.init?.status, answer.data.waitlistReply?.error?.[field]?.[0]]).toEqual([400, message]);
    expect(await db.select().from(postcodeWaitlist).where(eq(postcodeWaitlist.email, values.email))).toEqual([]);
  });
});
