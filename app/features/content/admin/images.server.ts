import { and, asc, count, desc, eq, max, or, type SQL } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { websiteImages } from "~/db/schema/content";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded, UserFacingError } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { storage } from "~/lib/storage.server";
import { deleteStoredImage, keyFromPublicUrl } from "~/lib/uploads/uploads.server";
import { isImageContext } from "../image-contexts";
import { ADMIN_PAGE_SIZE, pageWindow } from "~/lib/admin-lists";

export type AdminImage = typeof websiteImages.$inferSelect;

export const ImageFiltersSchema = z.object({
  context: z.string().optional().catch(undefined),
  sort: z.enum(["newest", "oldest", "name", "order"]).default("newest").catch("newest"),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type ImageFilters = z.output<typeof ImageFiltersSchema>;

const ORDER: Record<ImageFilters["sort"], SQL[]> = {
  newest: [desc(websiteImages.createdAt), asc(websiteImages.id)],
  oldest: [asc(websiteImages.createdAt), asc(websiteImages.id)],
  name: [asc(websiteImages.fileName), asc(websiteImages.id)],
  order: [
    asc(websiteImages.usageContext),
    asc(websiteImages.displayOrder),
    asc(websiteImages.createdAt),
    asc(websiteImages.id),
  ],
};

export async function listImages(filters: ImageFilters) {
  const where = filters.context ? eq(websiteImages.usageContext, filters.context) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(websiteImages).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, ADMIN_PAGE_SIZE);
  const images = await db
    .select()
    .from(websiteImages)
    .where(where)
    .orderBy(...ORDER[filters.sort])
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { images, total, page, pageCount };
}

/** The images of several contexts in their public order (Content tab cards). */
export async function imagesOfContexts(contexts: string[]): Promise<AdminImage[]> {
  if (contexts.length === 0) return [];
  return db
    .select()
    .from(websiteImages)
    .where(or(...contexts.map((c) => eq(websiteImages.usageContext, c))))
    .orderBy(asc(websiteImages.displayOrder), asc(websiteImages.createdAt));
}

export class ImageRecordError extends UserFacingError {}

/** Folders the admin upload endpoint stores website images in. */
const RECORDABLE_FOLDERS = ["website-images/", "content/"];

/**
 * Records an image already stored by /admin/api/upload as a website image. The URL must be one
 * of our uploads (checked again by content), so a row can never point at a foreign or missing file.
 */
export async function recordWebsiteImage(input: {
  publicUrl: string;
  fileName: string;
  altText: string | null;
  usageContext: string;
}): Promise<AdminImage> {
  const key = keyFromPublicUrl(input.publicUrl);
  if (!key || !RECORDABLE_FOLDERS.some((folder) => key.startsWith(folder)))
    throw new ImageRecordError("Please select a file to upload");
  const body = await storage.get(key);
  if (!body) throw new ImageRecordError("Please select a file to upload");
  const meta = await sharp(body).metadata();
  const [{ last }] = await db
    .select({ last: max(websiteImages.displayOrder) })
    .from(websiteImages)
    .where(eq(websiteImages.usageContext, input.usageContext));
  const [row] = await db
    .insert(websiteImages)
    .values({
      fileName: input.fileName.slice(0, 255) || key.split("/").pop()!,
      filePath: key,
      publicUrl: input.publicUrl,
      altText: input.altText,
      usageContext: input.usageContext,
      width: meta.width ?? null,
      height: meta.height ?? null,
      displayOrder: (last ?? 0) + 1,
    })
    .returning();
  return row;
}

/** Deletes the row and the stored files (original and variants). */
export async function deleteWebsiteImage(id: string): Promise<boolean> {
  const [row] = await db.delete(websiteImages).where(eq(websiteImages.id, id)).returning();
  if (!row) return false;
  const key = row.filePath || keyFromPublicUrl(row.publicUrl);
  if (key) await deleteStoredImage(key);
  return true;
}

/**
 * Arrow reordering inside a context: swaps two images' display order (renumbering ties first).
 * False when the two are not images of one context (one was deleted meanwhile).
 */
export async function swapImageOrder(id: string, neighbourId: string): Promise<boolean> {
  return db.transaction(async () => {
    const pair = await db
      .select()
      .from(websiteImages)
      .where(or(eq(websiteImages.id, id), eq(websiteImages.id, neighbourId)));
    if (pair.length !== 2 || pair[0].usageContext !== pair[1].usageContext) return false;
    let [a, b] = pair.map((row) => ({ id: row.id, order: row.displayOrder }));
    if (a.order === b.order) {
      const all = await db
        .select({ id: websiteImages.id })
        .from(websiteImages)
        .where(and(eq(websiteImages.usageContext, pair[0].usageContext)))
        .orderBy(asc(websiteImages.displayOrder), asc(websiteImages.createdAt), asc(websiteImages.id));
      for (const [index, row] of all.entries()) {
        await db
          .update(websiteImages)
          .set({ displayOrder: index + 1 })
          .where(eq(websiteImages.id, row.id));
      }
      const position = (rowId: string) => all.findIndex((r) => r.id === rowId) + 1;
      a = { id: a.id, order: position(a.id) };
      b = { id: b.id, order: position(b.id) };
    }
    await db.update(websiteImages).set({ displayOrder: b.order }).where(eq(websiteImages.id, a.id));
    await db.update(websiteImages).set({ displayOrder: a.order }).where(eq(websiteImages.id, b.id));
    return true;
  });
}

const uploadedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/** The Images tab: a page of images (filtered by context, sorted), with their upload dates. */
export async function loadImagesTab(request: Request) {
  const filters = ImageFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listImages(filters);
  return {
    ...list,
    images: list.images.map((image) => ({
      ...image,
      uploaded: uploadedFormat.format(image.createdAt),
      createdAt: image.createdAt.toISOString(),
    })),
    filters,
  };
}

/** An image's alt text (both tabs' upload forms): at most 300 characters, none when blank. */
export const AltTextSchema = z
  .string()
  .trim()
  .max(300, "Alt text must be at most 300 characters")
  .optional()
  .transform((v) => v || null);

const RecordSchema = z.object({
  publicUrl: z
    .string({ error: "Please select a file to upload" })
    .min(1, "Please select a file to upload")
    .max(2000, "Please select a file to upload"),
  fileName: z.string().default(""),
  altText: AltTextSchema,
  usageContext: z.string().refine(isImageContext, "Please choose a usage context"),
});

/** The image a row's buttons act on, and for a move its neighbour. */
const ImageRowSchema = z.object({ id: z.uuid(), neighbourId: z.uuid().optional() });

/** The Images tab's upload form (`create`): records the image /admin/api/upload stored. */
function recordFromForm(formData: FormData) {
  const parsed = RecordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed("Error", { description: parsed.error.issues[0].message });
  return attempt(
    "Error",
    () => recordWebsiteImage(parsed.data),
    () => succeeded("Image uploaded successfully"),
    { description: "Failed to upload image" },
  );
}

const MOVE_FAILED = "Failed to update the image order";

/** The Images tab's forms: delete an image, move it up or down, record an uploaded one. */
export function imagesAction(request: Request) {
  return dispatchIntent(request, {
    create: recordFromForm,
    ...onRow(
      (formData) =>
        ImageRowSchema.safeParse({ id: formData.get("id"), neighbourId: formData.get("neighbourId") ?? undefined }),
      (intent) =>
        intent === "delete"
          ? failed("Failed to delete image", { status: 404 })
          : failed("Error", { description: MOVE_FAILED, status: 404 }),
      {
        delete: ({ id }) =>
          attempt(
            "Failed to delete image",
            () => deleteWebsiteImage(id),
            (found) =>
              found ? succeeded("Image deleted successfully") : failed("Failed to delete image", { status: 404 }),
          ),
        move: ({ id, neighbourId }) => {
          if (!neighbourId) return failed("Error", { description: MOVE_FAILED, status: 404 });
          return attempt<boolean, object>(
            "Error",
            () => swapImageOrder(id, neighbourId),
            // A move answers no toast: the list shows it.
            (swapped) =>
              swapped ? ({ ok: true } satisfies ActionResult) : failed("Error", { description: MOVE_FAILED }),
            { description: MOVE_FAILED },
          );
        },
      },
    ),
  });
}
