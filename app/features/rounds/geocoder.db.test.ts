import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postcodePositions } from "~/db/schema/rounds";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startFakePostcodesIo, type FakePostcodesIo } from "../../../tests/fakes/postcodes-io";
import { geocoder, positionsOf, postcodesIo } from "./geocoder.server";

const PECKHAM = { lat: 51.470311, lng: -0.063429 };
const NEW_CROSS = { lat: 51.474536, lng: -0.035512 };

let fake: FakePostcodesIo;
beforeEach(async () => {
  fake = await startFakePostcodesIo({ known: { "SE15 4ST": PECKHAM, SE146AF: NEW_CROSS } });
});
afterEach(async () => {
  (env as Record<string, unknown>).GEOCODER_URL = undefined;
  await fake.close();
  await db.delete(postcodePositions);
});

const stored = async (postcode: string) =>
  (await db.select().from(postcodePositions).where(eq(postcodePositions.postcode, postcode)))[0];

describe("positionsOf", () => {
  it("looks a postcode up once, whatever its spacing, then answers from the stored position", async () => {
    const first = await positionsOf(["se154st", " SE14  6AF "], postcodesIo(fake.url));
    expect(first).toEqual({
      found: new Map([
        ["SE15 4ST", PECKHAM],
        ["SE14 6AF", NEW_CROSS],
      ]),
      missing: [],
      offline: false,
    });
    expect(fake.requests).toEqual([["SE15 4ST", "SE14 6AF"]]);
    expect(await stored("SE15 4ST")).toMatchObject({ ...PECKHAM, source: "postcodes.io" });

    const again = await positionsOf(["SE15 4ST", "SE14 6AF"], postcodesIo(fake.url));
    expect(again.found).toEqual(first.found);
    expect(fake.requests).toHaveLength(1);
  });

  it("asks for more than 100 postcodes in requests of at most 100", async () => {
    const letters = "ABDEFGHJLNPQRSTUWXYZ";
    const postcodes = Array.from({ length: 150 }, (_, i) => `SE15 ${(i % 9) + 1}${letters[i % 20]}${letters[i % 7]}`);
    const unique = [...new Set(postcodes)];
    unique.forEach((postcode, i) => fake.add(postcode, { lat: 51.47 + i / 10_000, lng: -0.06 }));

    const positions = await positionsOf(unique, postcodesIo(fake.url));

    expect(unique.length).toBeGreaterThan(100);
    expect(positions.found.size).toBe(unique.length);
    expect(positions.missing).toEqual([]);
    expect(fake.requests.map((request) => request.length)).toEqual([100, unique.length - 100]);
  });

  it("keeps the positions of the requests answered when the geocoder breaks half-way", async () => {
    const letters = "ABDEFGHJLNPQRSTUWXYZ";
    const postcodes = Array.from({ length: 120 }, (_, i) => `SE14 6${letters[i % 20]}${letters[Math.floor(i / 20)]}`);
    postcodes.forEach((postcode, i) => fake.add(postcode, { lat: 51.47 + i / 10_000, lng: -0.04 }));
    fake.failAfter(1);

    const positions = await positionsOf(postcodes, postcodesIo(fake.url));
    expect(positions.offline).toBe(true);
    expect(positions.found.size).toBe(100);
    expect(positions.missing).toEqual(postcodes.slice(100));

    fake.failAfter(Infinity);
    const back = await positionsOf(postcodes, postcodesIo(fake.url));
    expect(back).toMatchObject({ missing: [], offline: false });
    expect(fake.requests.map((request) => request.length)).toEqual([100, 20, 20]);
  });

  it("gives an unknown postcode as missing, remembers it for a week, then asks again", async () => {
    const positions = await positionsOf(["SE15 4ST", "SE15 9ZZ"], postcodesIo(fake.url));
    expect([...positions.found.keys()]).toEqual(["SE15 4ST"]);
    expect(positions.missing).toEqual(["SE15 9ZZ"]);
    expect(await stored("SE15 9ZZ")).toMatchObject({ lat: null, lng: null });

    expect((await positionsOf(["SE15 9ZZ"], postcodesIo(fake.url))).missing).toEqual(["SE15 9ZZ"]);
    expect(fake.requests).toHaveLength(1);

    // A week later postcodes.io has learnt the new postcode.
    await db
      .update(postcodePositions)
      .set({ lookedUpAt: sql`now() - interval '8 days'` })
      .where(eq(postcodePositions.postcode, "SE15 9ZZ"));
    fake.add("SE15 9ZZ", { lat: 51.46, lng: -0.07 });
    const later = await positionsOf(["SE15 9ZZ"], postcodesIo(fake.url));
    expect(later.found.get("SE15 9ZZ")).toEqual({ lat: 51.46, lng: -0.07 });
    expect(fake.requests).toEqual([["SE15 4ST", "SE15 9ZZ"], ["SE15 9ZZ"]]);
  });

  it("gives an unreadable postcode as missing without asking the geocoder", async () => {
    const positions = await positionsOf(["not a postcode", "SE15 4ST"], postcodesIo(fake.url));
    expect(positions.missing).toEqual(["not a postcode"]);
    expect(fake.requests).toEqual([["SE15 4ST"]]);
  });

  it("answers from the stored positions when the geocoder cannot be reached, and asks again once it is back", async () => {
    await positionsOf(["SE15 4ST"], postcodesIo(fake.url));
    const url = fake.url;
    await fake.close();

    const offline = await positionsOf(["SE15 4ST", "SE14 6AF"], postcodesIo(url));
    expect(offline).toEqual({ found: new Map([["SE15 4ST", PECKHAM]]), missing: ["SE14 6AF"], offline: true });
    expect(await stored("SE14 6AF")).toBeUndefined();
  });

  it("treats a geocoder answering errors as unreachable, storing nothing", async () => {
    fake.failing = true;
    const positions = await positionsOf(["SE14 6AF"], postcodesIo(fake.url));
    expect(positions).toEqual({ found: new Map(), missing: ["SE14 6AF"], offline: true });
    expect(await stored("SE14 6AF")).toBeUndefined();

    fake.failing = false;
    expect((await positionsOf(["SE14 6AF"], postcodesIo(fake.url))).found.get("SE14 6AF")).toEqual(NEW_CROSS);
  });

  it("uses the geocoder GEOCODER_URL names", async () => {
    Object.assign(env, { GEOCODER_URL: fake.url });
    expect(geocoder().name).toBe("postcodes.io");
    const positions = await positionsOf(["SE15 4ST"]);
    expect(positions.found.get("SE15 4ST")).toEqual(PECKHAM);
    expect(fake.requests).toEqual([["SE15 4ST"]]);
  });
});

describe("postcodesIo", () => {
  it("throws when the service answers an error", async () => {
    fake.failing = true;
    await expect(postcodesIo(fake.url).lookup(["SE15 4ST"])).rejects.toThrow(/500/);
  });
});
