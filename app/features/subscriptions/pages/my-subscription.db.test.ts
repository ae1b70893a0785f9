/**
 * The subscription page's forms go through the one intent dispatcher: an intent it does not have
 * (or none at all) is answered 400 and changes nothing; it is never taken as a plan change.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../../tests/factories/checkout";
import { createCustomer } from "../../../../tests/factories/customer-orders";
import { createOrderingMenu, ESSENTIALS_ID } from "../../../../tests/factories/ordering";
import { paidCheckout } from "../../../../tests/factories/subscriptions";
import { mySubscriptionAction } from "./my-subscription.server";

const checkoutAt = new Date("2026-11-19T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

async function subscribe() {
  const user = await createCustomer(db);
  const { sub } = await paidCheckout(db, cartOf("2026-11-28", essentialsLine({ isSubscription: true })), checkoutAt, {
    userId: user.id,
  });
  return { sub, user };
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/my-account/subscriptions/x", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
const rowOf = async (id: string) => (await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, id)))[0];

describe("the subscription page's action", () => {
  it("answers 400 to an unknown intent, and to a form naming none, changing nothing", async () => {
    const { sub, user } = await subscribe();
    const before = await rowOf(sub.id);
    // A valid plan change's fields (two boxes, on Sundays), sent under an intent the page does not
    // have: not taken as a change.
    const change = {
      version: String(sub.version),
      "lines[0].boxTypeId": ESSENTIALS_ID,
      "lines[0].variant": "standard",
      "lines[0].cuisine": "Punjabi",
      "lines[0].quantity": "2",
      deliveryDay: "sunday",
      address: "12 Rye Lane",
      city: "London",
      postcode: "SE15 4ST",
    };
    for (const fields of [{ ...change, intent: "frobnicate" }, { ...change, intent: "constructor" }, change]) {
      const answer = await mySubscriptionAction(post(fields), sub.id, user);
      expect(statusOf(answer)).toBe(400);
      expect((answer as { data: { toast: { title: string } } }).data.toast.title).toBe("This action is not available");
    }
    expect(await rowOf(sub.id)).toEqual(before);
    // The same form under its own intent is taken as a change (priced, or refused with the change
    // form's reason, depending on the weekend on sale today).
    const changed = await mySubscriptionAction(post({ ...change, intent: "change" }), sub.id, user);
    expect(statusOf(changed) === 302 || "result" in (changed as { data: object }).data).toBe(true);
  });

  it("still runs the intents it has: a plan change with a malformed form is refused field by field", async () => {
    const { sub, user } = await subscribe();
    const answer = await mySubscriptionAction(post({ intent: "change", version: String(sub.version) }), sub.id, user);
    expect(statusOf(answer)).toBe(400);
    expect((answer as { data: { result: unknown; error: null } }).data).toMatchObject({ error: null });
    expect((answer as { data: { result: { status: string } } }).data.result.status).toBe("error");
  });

  it("cancels with the page's version, as before", async () => {
    const { sub, user } = await subscribe();
    const answer = await mySubscriptionAction(post({ intent: "cancel", version: String(sub.version) }), sub.id, user);
    expect(statusOf(answer)).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/my-account");
    expect((await rowOf(sub.id)).status).toBe("cancelled");
  });
});
