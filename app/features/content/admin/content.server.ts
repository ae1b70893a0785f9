import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { websiteContent } from "~/db/schema/content";
import { pgErrorCode } from "~/lib/pg-error";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent } from "~/lib/intents.server";
import { CONTENT_SECTIONS, EXPECTED_CONTENT } from "../expected-content";
import { socialHref } from "../shell.server";
import {
  AltTextSchema,
  deleteWebsiteImage,
  ImageRecordError,
  imagesOfContexts,
  recordWebsiteImage,
} from "./images.server";

export type AdminContentEntry = typeof websiteContent.$inferSelect;

export class ContentError extends Error {}

/** Every text entry, ordered by section then key (spec). */
export function listContent(): Promise<AdminContentEntry[]> {
  return db.select().from(websiteContent).orderBy(asc(websiteContent.section), asc(websiteContent.key));
}

/** The longest website text (a whole page of it is far less). */
export const MAX_CONTENT_LENGTH = 20_000;

/** A social link is a web address (http or https), or for email an address or mailto: link. */
function socialLinkProblem(key: string, value: string): string | null {
  if (!value) return null;
  if (key === "email") {
    const address = value.replace(/^mailto:/i, "");
    return z.email().safeParse(address).success ? null : "Please enter an email address";
  }
  return /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)
    ? null
    : "Please enter a web address starting with https:// or http://";
}

export async function updateContent(id: string, value: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw new ContentError("Content not found");
  if (value.length > MAX_CONTENT_LENGTH)
    throw new ContentError(`The text must be at most ${MAX_CONTENT_LENGTH.toLocaleString("en-GB")} characters`);
  const [entry] = await db.select().from(websiteContent).where(eq(websiteContent.id, id));
  if (!entry) throw new ContentError("Content not found");
  const problem = entry.section === "social-links" ? socialLinkProblem(entry.key, value.trim()) : null;
  if (problem) throw new ContentError(problem);
  await db.update(websiteContent).set({ value, updatedAt: new Date() }).where(eq(websiteContent.id, id));
}

/**
 * Missing Content one-click add: creates an expected key of a section with its default text
 * (social links start empty), its content type and description.
 */
export async function createExpectedContent(section: string, key: string): Promise<AdminContentEntry> {
  if (!CONTENT_SECTIONS.includes(section)) throw new ContentError("Unknown section");
  const expected = EXPECTED_CONTENT[section].find((k) => k.key === key);
  if (!expected) throw new ContentError("Unknown content key");
  try {
    const [row] = await db
      .insert(websiteContent)
      .values({ section, key, value: expected.default, contentType: expected.type, description: expected.description })
      .returning();
    return row;
  } catch (error) {
    if (pgErrorCode(error) === "23505") {
      const [existing] = await db
        .select()
        .from(websiteContent)
        .where(and(eq(websiteContent.section, section), eq(websiteContent.key, key)));
      if (existing) return existing;
    }
    throw error;
  }
}

export async function deleteContent(id: string): Promise<void> {
  const rows = await db.delete(websiteContent).where(eq(websiteContent.id, id)).returning({ id: websiteContent.id });
  if (rows.length === 0) throw new ContentError("Content not found");
}

const SECTION_LABELS: Record<string, { title: string; description: string }> = {
  hero: {
    title: "Hero",
    description:
      "The homepage hero: heading, text, button and features. {from_price} and {box_dishes} show the cheapest active box type's price and dish count, {business} the business name.",
  },
  "social-links": { title: "Social Links", description: "Links shown in the footer and on the contact page." },
  "how-it-works": { title: "How It Works", description: "The four steps on the homepage and the How it works page." },
  "whats-included": {
    title: "What's Included",
    description: "The four parts of a tiffin: rice, dal/legume, vegetable, meat/fish dish.",
  },
  "cooking-philosophy": { title: "Cooking Philosophy", description: "The heading and six principles of the kitchen." },
};

/** The Content tab: each section's entries (in the order the site reads them), missing keys and images. */
export async function loadContentTab() {
  const [entries, images] = await Promise.all([listContent(), imagesOfContexts(CONTENT_SECTIONS)]);
  const sections = CONTENT_SECTIONS.map((section) => {
    const expected = EXPECTED_CONTENT[section];
    const rows = entries.filter((e) => e.section === section);
    const rank = (key: string) => {
      const index = expected.findIndex((k) => k.key === key);
      return index === -1 ? expected.length : index;
    };
    rows.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
    const present = new Set(rows.map((r) => r.key));
    return {
      section,
      ...SECTION_LABELS[section],
      entries: rows.map((r) => ({
        id: r.id,
        key: r.key,
        value: r.value,
        contentType: r.contentType,
        description: r.description,
        href: section === "social-links" && r.value.trim() ? socialHref(r.key, r.value.trim()) : null,
      })),
      missing: expected.filter((k) => !present.has(k.key)).map((k) => ({ key: k.key, description: k.description })),
      images: images
        .filter((i) => i.usageContext === section)
        .map((i) => ({ id: i.id, url: i.publicUrl, alt: i.altText ?? "", fileName: i.fileName })),
    };
  });
  return { sections };
}

const UploadSchema = z.object({
  publicUrl: z.string().min(1).max(2000),
  fileName: z.string().default(""),
  section: z.string().refine((s) => CONTENT_SECTIONS.includes(s)),
  altText: AltTextSchema,
});

/** What the Content tab's action answers: a new entry's id opens it for editing. */
export type ContentActionResult = ActionResult<{ createdId?: string }>;
type ContentAnswer = ContentActionResult | ReturnType<typeof failed<{ createdId?: string }>>;

/**
 * Runs one of the tab's writes. The feature's own refusals (entry gone, unknown key, not one of our
 * uploads, a text too long, a link that is not a web address) answer 400 with the failure as title
 * and the reason as description; anything else 500.
 */
async function answer<T>(failure: string, work: () => Promise<T>, onDone: (value: T) => ContentAnswer) {
  const refusedAsNull = (error: unknown) => {
    if (error instanceof ContentError || error instanceof ImageRecordError) return { refused: error.message };
    throw error;
  };
  return attempt(
    failure,
    () => work().then((value) => ({ value }), refusedAsNull),
    (done) => ("value" in done ? onDone(done.value) : failed(failure, { description: done.refused })),
  );
}

/** The Content tab's forms: update, create (Missing Content), delete an entry; upload, delete a section image. */
export function contentAction(request: Request) {
  const id = (formData: FormData) => String(formData.get("id") ?? "");
  return dispatchIntent(request, {
    update: (formData) =>
      answer(
        "Failed to update content",
        () => updateContent(id(formData), String(formData.get("value") ?? "")),
        () => succeeded("Content updated successfully"),
      ),
    create: (formData) =>
      answer(
        "Failed to create content",
        () => createExpectedContent(String(formData.get("section") ?? ""), String(formData.get("key") ?? "")),
        (row) =>
          succeeded({ title: "Created content", description: `${row.section} / ${row.key}` }, { createdId: row.id }),
      ),
    delete: (formData) =>
      answer(
        "Failed to delete content",
        () => deleteContent(id(formData)),
        () => succeeded("Content deleted successfully"),
      ),
    "upload-image": (formData) => {
      const parsed = UploadSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) {
        const altText = parsed.error.issues.find((issue) => issue.path[0] === "altText");
        if (altText) return failed("Failed to upload image", { description: altText.message });
        return failed("Please select a file and section");
      }
      return answer(
        "Failed to upload image",
        () => recordWebsiteImage({ ...parsed.data, usageContext: parsed.data.section }),
        () => succeeded("Image uploaded successfully"),
      );
    },
    "delete-image": (formData) =>
      answer(
        "Failed to delete image",
        () => deleteWebsiteImage(id(formData)),
        (found) =>
          found ? succeeded("Image deleted successfully") : failed("Failed to delete image", { status: 404 }),
      ),
  });
}
