import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storage } from "~/lib/storage.server";
import { candidateWidths, srcSet } from "./image-variants";
import { getImageVariant, parseVariantRequest, variantKey } from "./image-variants.server";
import { deleteStoredImage } from "~/lib/uploads/uploads.server";

describe("image variants", () => {
  it("accepts only the fixed widths and the two formats", () => {
    expect(parseVariantRequest(new URLSearchParams(""))).toBe("none");
    expect(parseVariantRequest(new URLSearchParams("w=640&f=avif"))).toEqual({ width: 640, format: "avif" });
    expect(parseVariantRequest(new URLSearchParams("w=641&f=avif"))).toBe("invalid");
    expect(parseVariantRequest(new URLSearchParams("w=640&f=png"))).toBe("invalid");
    expect(parseVariantRequest(new URLSearchParams("w=640"))).toBe("invalid");
  });

  it("offers widths up to the image's own width", () => {
    expect(candidateWidths(600)).toEqual([160, 320, 480]);
    expect(candidateWidths(100)).toEqual([160]);
    expect(srcSet("/api/images/a.webp", "webp", [160, 320])).toBe(
      "/api/images/a.webp?w=160&f=webp 160w, /api/images/a.webp?w=320&f=webp 320w",
    );
  });

  it("makes a variant once, stores it beside the original and deletes it with the image", async () => {
    const key = "site/test-variant.png";
    const original = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    await storage.put(key, original);

    const webp = await getImageVariant(key, 320, "webp");
    const meta = await sharp(webp!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 160]);
    const stored = await storage.get(variantKey(key, 320, "webp"));
    expect(stored?.equals(webp!)).toBe(true);
    expect((await sharp((await getImageVariant(key, 1600, "avif"))!).metadata()).width).toBe(1000);

    await deleteStoredImage(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(variantKey(key, 320, "webp"))).toBeNull();
    expect(await getImageVariant(key, 320, "webp")).toBeNull();
  });
});
