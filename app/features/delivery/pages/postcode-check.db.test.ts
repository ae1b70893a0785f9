/**
 * The postcode check's two forms go through the one intent dispatcher: an intent it does not have
 * answers 400 and does nothing; a form without one is the check.
 */
import { describe, expect, it } from "vitest";
import { postcodeCheckAction } from "./postcode-check.server";

const post = (path: string, values: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(values) });

/** data(…, { status }): a refusal or a form's answer. */
type Answer = { init: { status: number }; data: Record<string, unknown> };

describe("the postcode check", () => {
  it("answers 400 to an intent it does not have, checking nothing", async () => {
    const answer = (await postcodeCheckAction(
      post("/postcode-check", { intent: "delete", postcode: "SE15 1AA" }),
    )) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ toast: { type: "error", title: "This action is not available" } });
    expect(answer.data).not.toHaveProperty("check");
  });

  it("takes a form without an intent for the check", async () => {
    const answer = (await postcodeCheckAction(post("/postcode-check", { postcode: "not a postcode" }))) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ check: null, checkReply: { error: { postcode: expect.any(Array) } } });
  });
});
