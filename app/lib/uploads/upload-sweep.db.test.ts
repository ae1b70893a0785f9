import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { menuItems, teamMembers, websiteImages } from "~/db/schema";
import { db } from "~/lib/db.server";
import { publicFileUrl, storage } from "~/lib/storage.server";
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_HOURS } from "./upload-sweep.server";
import { variantsPrefix } from "./uploads.server";

const HOUR = 3_600_000;
const now = new Date();
const uploadKey = (folder: string, hoursAgo: number) =>
  `${folder}/${now.getTime() - hoursAgo * HOUR}-${randomBytes(6).toString("hex")}.png`;
const exists = async (key: string) => (await storage.get(key)) !== null;

describe("sweeping unused uploads", () => {
  it("deletes old uploads nothing refers to, with their variants, and keeps everything else", async () => {
    const old = UNUSED_UPLOAD_GRACE_HOURS + 2;
    const abandoned = uploadKey("team", old);
    const recent = uploadKey("menu-items", UNUSED_UPLOAD_GRACE_HOURS - 1);
    const dishPhoto = uploadKey("menu-items", old);
    const teamPhoto = uploadKey("team", old);
    const siteImage = uploadKey("website-images", old);
    const sectionImage = uploadKey("content", old);
    const notOurs = "team/portrait.png";
    for (const key of [abandoned, recent, dishPhoto, teamPhoto, siteImage, sectionImage, notOurs])
      await storage.put(key, Buffer.from("x"));
    await storage.put(`${variantsPrefix(abandoned)}/320.webp`, Buffer.from("x"));

    await db.insert(menuItems).values({ name: "Sweep dal", imageUrl: publicFileUrl(dishPhoto) });
    await db.insert(teamMembers).values({ name: "Sweep cook", title: "Cook", imageUrl: publicFileUrl(teamPhoto) });
    await db.insert(websiteImages).values([
      { fileName: "a.png", filePath: siteImage, publicUrl: publicFileUrl(siteImage), usageContext: "hero" },
      {
        fileName: "b.png",
        filePath: sectionImage,
        publicUrl: publicFileUrl(sectionImage),
        usageContext: "about-us-hero",
      },
    ]);

    expect(await sweepUnusedUploads(now)).toEqual([abandoned]);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(`${variantsPrefix(abandoned)}/320.webp`)).toBe(false);
    for (const key of [recent, dishPhoto, teamPhoto, siteImage, sectionImage, notOurs])
      expect(await exists(key)).toBe(true);
    // Once its grace period is over, the recent one goes too.
    expect(await sweepUnusedUploads(new Date(now.getTime() + 2 * HOUR))).toEqual([recent]);
  });
});
