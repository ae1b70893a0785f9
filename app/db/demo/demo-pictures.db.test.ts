import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { db } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { keyFromPublicUrl } from "~/lib/uploads/uploads.server";

/** What a visitor sees of a picture at a glance: 16 × 12 pixels. */
async function glance(body: Buffer) {
  return sharp(body).resize(16, 12, { fit: "fill" }).removeAlpha().raw().toBuffer();
}

/** How far apart two glances are: the mean difference of their channels, 0 to 255. */
function apart(a: Buffer, b: Buffer) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe("the demo shop's pictures", () => {
  it(
    "are each its own: every dish, step, tile, banner and team member looks different at a glance",
    { timeout: 180_000 },
    async () => {
      await seedDemoData();
      const pictures: Array<[string, string | null]> = [
        ...(await db.select({ name: s.menuItems.name, url: s.menuItems.imageUrl }).from(s.menuItems)).map(
          (d): [string, string | null] => [d.name, d.url],
        ),
        ...(await db.select().from(s.websiteImages)).map((i): [string, string | null] => [
          i.altText ?? i.fileName,
          i.publicUrl,
        ]),
        ...(await db.select().from(s.teamMembers)).map((m): [string, string | null] => [m.name, m.imageUrl]),
      ];
      expect(pictures).toHaveLength(40 + 1 + 4 + 4 + 6 + 5 + 3);

      const bodies = await Promise.all(pictures.map(([, url]) => storage.get(keyFromPublicUrl(url) ?? "")));
      expect(bodies.every(Boolean)).toBe(true);
      const hashes = bodies.map((body) => createHash("sha256").update(body!).digest("hex"));
      expect(new Set(hashes).size).toBe(pictures.length);

      const glances = await Promise.all(bodies.map((body) => glance(body!)));
      let nearest = { distance: Infinity, pair: "" };
      for (let i = 0; i < glances.length; i++)
        for (let j = i + 1; j < glances.length; j++) {
          const distance = apart(glances[i], glances[j]);
          if (distance < nearest.distance) nearest = { distance, pair: `${pictures[i][0]} / ${pictures[j][0]}` };
        }
      expect(nearest.distance, `the two most alike: ${nearest.pair}`).toBeGreaterThanOrEqual(5);
    },
  );
});
