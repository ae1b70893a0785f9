import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { websiteContent, websiteImages } from "~/db/schema";
import { db } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { contentAction, createExpectedContent, deleteContent, updateContent } from "./content.server";
import { deleteWebsiteImage, imagesAction, listImages, recordWebsiteImage, swapImageOrder } from "./images.server";
import { storeUploadedImage, UploadError } from "~/lib/uploads/uploads.server";

async function png(name = "photo.png"): Promise<File> {
  const body = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#284" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: "image/png" });
}

async function storedKeys(folder: string): Promise<number> {
  const { readdir } = await import("node:fs/promises");
  const { storagePath } = await import("~/lib/storage.server");
  return (await readdir(storagePath(folder)).catch(() => [])).length;
}

describe("website images (admin)", () => {
  it("records an uploaded image with its size, lists it and deletes the row and files", async () => {
    const stored = await storeUploadedImage(await png(), "website-images");
    const row = await recordWebsiteImage({
      publicUrl: stored.publicUrl,
      fileName: "photo.png",
      altText: "A plate",
      usageContext: "hero",
    });
    expect(row).toMatchObject({
      filePath: stored.key,
      width: 20,
      height: 10,
      altText: "A plate",
      usageContext: "hero",
      displayOrder: 1,
    });
    expect((await listImages({ context: "hero", sort: "newest", page: 1 })).images.map((i) => i.id)).toContain(row.id);

    expect(await deleteWebsiteImage(row.id)).toBe(true);
    expect(await db.select().from(websiteImages).where(eq(websiteImages.id, row.id))).toEqual([]);
    expect(await storage.get(stored.key)).toBeNull();
  });

  it("refuses a renamed text file and stores nothing", async () => {
    const before = await storedKeys("website-images");
    const fake = new File(["this is not an image"], "photo.png", { type: "image/png" });
    await expect(storeUploadedImage(fake, "website-images")).rejects.toThrow(UploadError);
    await expect(storeUploadedImage(fake, "website-images")).rejects.toThrow(
      "Please upload an image file (JPEG, PNG, WebP or AVIF)",
    );
    expect(await storedKeys("website-images")).toBe(before);
  });

  it("never records a URL that is not one of our uploads", async () => {
    await expect(
      recordWebsiteImage({
        publicUrl: "https://evil.example/x.png",
        fileName: "x",
        altText: null,
        usageContext: "general",
      }),
    ).rejects.toThrow();
    await expect(
      recordWebsiteImage({
        publicUrl: "/api/images/website-images/missing.png",
        fileName: "x",
        altText: null,
        usageContext: "general",
      }),
    ).rejects.toThrow();
  });

  it("reorders images inside a context with the arrows", async () => {
    const rows = [];
    for (const name of ["a.png", "b.png"]) {
      const stored = await storeUploadedImage(await png(name), "website-images");
      rows.push(
        await recordWebsiteImage({
          publicUrl: stored.publicUrl,
          fileName: name,
          altText: null,
          usageContext: "how-it-works",
        }),
      );
    }
    await swapImageOrder(rows[1].id, rows[0].id);
    const ordered = (await listImages({ context: "how-it-works", sort: "order", page: 1 })).images.map(
      (i) => i.fileName,
    );
    expect(ordered).toEqual(["b.png", "a.png"]);
  });
});

describe("website content (admin)", () => {
  it("creates a missing expected key with its default, updates and deletes it", async () => {
    const row = await createExpectedContent("hero", "subtitle");
    expect(row).toMatchObject({ section: "hero", key: "subtitle", contentType: "text" });
    expect(row.value.length).toBeGreaterThan(0);
    // A second click does not fail: the entry exists.
    expect((await createExpectedContent("hero", "subtitle")).id).toBe(row.id);
    await updateContent(row.id, "Order by Thursday");
    const [updated] = await db.select().from(websiteContent).where(eq(websiteContent.id, row.id));
    expect(updated.value).toBe("Order by Thursday");
    await deleteContent(row.id);
    expect(await db.select().from(websiteContent).where(eq(websiteContent.id, row.id))).toEqual([]);
    await expect(createExpectedContent("hero", "not-a-key")).rejects.toThrow("Unknown content key");
  });
});

describe("an image's alt text", () => {
  it("is at most 300 characters: a longer one is refused with 400 on either tab and nothing is stored", async () => {
    const altText = "a".repeat(301);
    const post = (action: (request: Request) => Promise<unknown>, values: Record<string, string>) =>
      action(new Request("http://localhost/admin", { method: "POST", body: new URLSearchParams(values) })) as Promise<{
        init: { status: number };
        data: { toast: { description?: string; title: string } };
      }>;
    const images = await post(imagesAction, {
      intent: "create",
      publicUrl: "/api/images/website-images/x.webp",
      altText,
      usageContext: "general",
    });
    expect([images.init.status, images.data.toast.description]).toEqual([
      400,
      "Alt text must be at most 300 characters",
    ]);
    const content = await post(contentAction, {
      intent: "upload-image",
      publicUrl: "/api/images/content/x.webp",
      section: "hero",
      altText,
    });
    expect([content.init.status, content.data.toast]).toEqual([
      400,
      { type: "error", title: "Failed to upload image", description: "Alt text must be at most 300 characters" },
    ]);
    expect(await db.select().from(websiteImages).where(eq(websiteImages.altText, altText))).toEqual([]);
  });

  it("refuses an overlong image address with 400 'Please select a file to upload'", async () => {
    const body = new URLSearchParams({
      intent: "create",
      publicUrl: `/api/images/website-images/${"x".repeat(5000)}.webp`,
      usageContext: "general",
    });
    const answer = (await imagesAction(new Request("http://localhost/admin", { method: "POST", body }))) as unknown as {
      init: { status: number };
      data: { toast: { description?: string } };
    };
    expect([answer.init.status, answer.data.toast.description]).toEqual([400, "Please select a file to upload"]);
  });
});
