import { describe, expect, it } from "vitest";
import {
  addPostcodePrefix,
  deletePostcode,
  deliveryAction,
  listPostcodes,
  setPostcodeActive,
} from "./postcodes.server";

describe("delivery postcode prefixes (admin)", () => {
  it("trims and upper-cases a prefix, ignores empty input", async () => {
    expect(await addPostcodePrefix("  se15 ")).toEqual({ status: "added", prefix: "SE15" });
    expect(await addPostcodePrefix("   ")).toEqual({ status: "ignored" });
    expect((await listPostcodes()).map((p) => p.prefix)).toContain("SE15");
  });

  it("refuses a duplicate with the spec's message (unique violation 23505)", async () => {
    await addPostcodePrefix("SE22");
    expect(await addPostcodePrefix("se22")).toEqual({
      status: "duplicate",
      message: "This postcode prefix already exists",
    });
  });

  it("stores a sector in its canonical form and refuses what is not a prefix", async () => {
    expect(await addPostcodePrefix("se4 1")).toEqual({ status: "added", prefix: "SE4 1" });
    expect((await addPostcodePrefix("SE15 1AA!")).status).toBe("invalid");
  });

  it("toggles and deletes a prefix", async () => {
    await addPostcodePrefix("SE8");
    const row = (await listPostcodes()).find((p) => p.prefix === "SE8")!;
    expect(row.isActive).toBe(true);
    await setPostcodeActive(row.id, false);
    expect((await listPostcodes()).find((p) => p.prefix === "SE8")!.isActive).toBe(false);
    expect(await deletePostcode(row.id)).toBe(true);
    expect((await listPostcodes()).some((p) => p.prefix === "SE8")).toBe(false);
  });
});

describe("the Delivery tab's action", () => {
  const opened: string[] = [];
  const hooks = { areaOpened: async (prefix: string) => opened.push(prefix) };
  const post = (values: Record<string, string>) =>
    deliveryAction(
      new Request("http://test/admin/delivery", { method: "POST", body: new URLSearchParams(values) }),
      hooks,
    );

  it("tells the hook when delivery reaches a prefix: added, or switched back on (not off, not a duplicate)", async () => {
    opened.length = 0;
    await post({ intent: "add", prefix: "se4" });
    await post({ intent: "add", prefix: "SE4" });
    const row = (await listPostcodes()).find((p) => p.prefix === "SE4")!;
    await post({ intent: "toggle", id: row.id, isActive: "false" });
    await post({ intent: "toggle", id: row.id, isActive: "true" });
    expect(opened).toEqual(["SE4", "SE4"]);
  });

  it("answers an unknown or missing intent 400 and writes nothing", async () => {
    await addPostcodePrefix("SE22");
    const before = await listPostcodes();
    const row = before.find((p) => p.prefix === "SE22")!;
    const forms: Record<string, string>[] = [
      { intent: "activate", id: row.id, isActive: "false" },
      { intent: "remove", id: row.id },
      { intent: "toString", prefix: "SE23" },
      { prefix: "SE23" },
    ];
    for (const values of forms) {
      expect(await post(values)).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "This action is not available" } },
      });
    }
    expect(await listPostcodes()).toEqual(before);
    expect(await post({ intent: "toggle", id: row.id, isActive: "false" })).toMatchObject({
      ok: true,
      toast: { title: "Postcode deactivated" },
    });
  });
});
