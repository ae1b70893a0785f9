import { describe, expect, it } from "vitest";
import { action } from "./logout";

const post = (headers: Record<string, string>) =>
  action({
    request: new Request("http://localhost/logout", { method: "POST", headers }),
    params: {},
    context: {},
  } as Parameters<typeof action>[0]);

describe("logout", () => {
  it("signs out from the site's own pages and goes home, clearing guest mode", async () => {
    const response = await post({ "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toContain("dabba_guest=");
  });

  it("refuses a form posted from another site", async () => {
    const refused = await post({ "sec-fetch-site": "cross-site" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
  });
});
