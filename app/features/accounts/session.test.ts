import { describe, expect, it } from "vitest";
import { initials, safeRedirect } from "./session.server";

describe("initials", () => {
  it("takes the first letters of first and last name, else the email, else U", () => {
    expect(initials("Asha Patel", "a@x.com")).toBe("AP");
    expect(initials("Asha Devi Patel", "a@x.com")).toBe("AP");
    expect(initials("", "zed@x.com")).toBe("Z");
    expect(initials("zed@x.com", "zed@x.com")).toBe("Z");
    expect(initials(null, null)).toBe("U");
  });
});

describe("safeRedirect", () => {
  it("only honours same-site paths", () => {
    expect(safeRedirect("/order")).toBe("/order");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect(null, "/admin")).toBe("/admin");
    expect(safeRedirect("/order?tab=custom#summary")).toBe("/order?tab=custom#summary");
  });
  it("refuses paths a browser would read as another site", () => {
    for (const to of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/\r//evil.example",
    ])
      expect(safeRedirect(to)).toBe("/");
  });
});
