import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { activePrefixes, checkPostcode, joinWaitlist } from "./postcodes.server";

beforeAll(async () => {
  await db
    .insert(s.deliveryPostcodes)
    .values([{ prefix: "SE1" }, { prefix: "SE14" }, { prefix: "SE22 8" }, { prefix: "SE16", isActive: false }]);
});

describe("checkPostcode", () => {
  it("matches active prefixes on boundaries", async () => {
    expect(await checkPostcode("se1 5aa")).toEqual({ status: "available", postcode: "SE1 5AA", prefix: "SE1" });
    expect(await checkPostcode("SE15 1AA")).toEqual({ status: "unavailable", postcode: "SE15 1AA" });
    expect(await checkPostcode("SE22 8AB")).toMatchObject({ status: "available", prefix: "SE22 8" });
    expect(await checkPostcode("SE22 9AB")).toMatchObject({ status: "unavailable" });
  });
  it("ignores inactive prefixes", async () => {
    expect(await checkPostcode("SE16 4AA")).toMatchObject({ status: "unavailable" });
  });
  it("says clearly when the text is not a postcode", async () => {
    expect(await checkPostcode("not a postcode")).toEqual({
      status: "invalid",
      message: "Please enter a valid UK postcode, for example SE15 1AA.",
    });
  });
  it("falls back to SE14, SE15, SE16 when the prefixes cannot be read", async () => {
    // The prefixes read earlier are kept until the next admin write: make one, then fail the read.
    invalidatePublicCaches();
    const broken = vi.spyOn(db, "select").mockImplementation(() => {
      throw new Error("database down");
    });
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      expect(await activePrefixes()).toEqual(["SE14", "SE15", "SE16"]);
      expect(await checkPostcode("SE15 1AA")).toMatchObject({ status: "available" });
      expect(await checkPostcode("SE1 5AA")).toMatchObject({ status: "unavailable" });
      expect(logged).toHaveBeenCalled();
    } finally {
      broken.mockRestore();
      logged.mockRestore();
    }
  });
});

describe("joinWaitlist", () => {
  it("stores the email and the formatted postcode once", async () => {
    expect(await joinWaitlist("Someone@Example.com", "n1 9gu")).toEqual({ ok: true, alreadyListed: false });
    expect(await joinWaitlist("someone@example.com", "N19GU")).toEqual({ ok: true, alreadyListed: true });
    const rows = await db.select().from(s.postcodeWaitlist).where(eq(s.postcodeWaitlist.email, "someone@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0].postcode).toBe("N1 9GU");
  });
  it("refuses an invalid postcode", async () => {
    expect(await joinWaitlist("a@example.com", "nope")).toMatchObject({ ok: false });
  });
});
