import { menuItems, teamMembers, websiteImages } from "~/db/schema";
import { db } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { UPLOAD_FOLDERS } from "./upload-folders";
import { deleteStoredImage, keyFromPublicUrl } from "./uploads.server";

/** An upload nothing refers to is kept this long (an admin may still be filling in its form). */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;

/**
 * Deletes uploads that nothing refers to: a file uploaded in a dialog that was then cancelled, or
 * replaced before saving. Only files the upload endpoint named (`<folder>/<ms>-<hex>.<ext>`) and
 * older than the grace period are candidates; a file is kept when a dish, a team member or a
 * website image refers to it. Returns the deleted keys.
 */
export async function sweepUnusedUploads(now: Date = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3_600_000;
  const candidates: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    for (const key of await storage.list(folder)) {
      const uploadedAt = Number(/^[^/]+\/(\d{13})-[0-9a-f]+\.\w+$/.exec(key)?.[1]);
      if (uploadedAt && uploadedAt < cutoff) candidates.push(key);
    }
  }
  if (candidates.length === 0) return [];
  const [dishes, team, images] = await Promise.all([
    db.select({ url: menuItems.imageUrl }).from(menuItems),
    db.select({ url: teamMembers.imageUrl }).from(teamMembers),
    db.select({ path: websiteImages.filePath, url: websiteImages.publicUrl }).from(websiteImages),
  ]);
  const used = new Set<string | null>([
    ...dishes.map((r) => keyFromPublicUrl(r.url)),
    ...team.map((r) => keyFromPublicUrl(r.url)),
    ...images.flatMap((r) => [r.path, keyFromPublicUrl(r.url)]),
  ]);
  const unused = candidates.filter((key) => !used.has(key));
  for (const key of unused) await deleteStoredImage(key);
  return unused;
}
