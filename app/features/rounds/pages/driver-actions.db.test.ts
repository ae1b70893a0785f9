import { describe, expect, it } from "vitest";
import { driverActionResponse, loadDriverPage } from "./driver.server";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/driver/x/y/actions", { method: "POST", body });
};

describe("the driver's link", () => {
  it("answers a link the server did not sign as not found, for the page and its actions", async () => {
    await expect(loadDriverPage({ driverId: UNKNOWN, signature: "made-up" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    const response = await driverActionResponse(post({ intent: "start" }), { driverId: UNKNOWN, signature: "made-up" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: "This round's link is not valid" });
    const odd = await driverActionResponse(post({ intent: "start" }), { driverId: "../../etc", signature: "" });
    expect(odd.status).toBe(404);
  });
});
