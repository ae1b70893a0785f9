/** My order's forms go through the one intent dispatcher: an intent it does not have answers 400. */
import { describe, expect, it, vi } from "vitest";
import { myOrderAction } from "./my-order.server";

const post = (path: string, values: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(values) });

/** data(…, { status }): a refusal or a form's answer. */
type Answer = { init: { status: number }; data: Record<string, unknown> };

describe("My order", () => {
  const orderId = "00000000-0000-4000-8000-000000000001";

  it("answers 400 to an intent it does not have, cancelling nothing", async () => {
    const cancel = vi.fn();
    const answer = (await myOrderAction(
      post(`/my-account/orders/${orderId}`, { intent: "refund" }),
      orderId,
      { id: "someone" },
      cancel,
    )) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ toast: { title: "This action is not available" } });
    expect(cancel).not.toHaveBeenCalled();
  });

  it("does not exist for anyone but a signed-in customer", async () => {
    const cancel = vi.fn();
    const thrown = await Promise.resolve()
      .then(() =>
        myOrderAction(post(`/my-account/orders/${orderId}`, { intent: "cancel-order" }), orderId, null, cancel),
      )
      .catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(cancel).not.toHaveBeenCalled();
  });
});
