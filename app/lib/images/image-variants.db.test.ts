import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storage } from "~/lib/storage.server";
import { candidateWidths, srcSet } from "./image-variants";
import {
  getImageVariant,
  parseVariantRequest,
  serveImageVariant,
  startPreparingVariants,
  variantKey,
  variantPreparation,
} from "./image-variants.server";
import { deleteStoredImage, variantsPrefix } from "~/lib/uploads/uploads.server";

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

  it("makes every variant a page can ask for ahead of time, and only the missing ones, saying how far it is", async () => {
    const folder = "warm-test";
    const png = (width: number) =>
      sharp({ create: { width, height: 300, channels: 3, background: "#15803d" } })
        .png()
        .toBuffer();
    await storage.put(`${folder}/wide.png`, await png(700));
    await storage.put(`${folder}/narrow.png`, await png(200));
    await storage.put(`${folder}/notes.txt`, Buffer.from("not an image"));

    // wide: 160, 320, 480, 640 and narrow: 160, each in AVIF and WebP.
    const progress: string[] = [];
    expect(await startPreparingVariants([folder], (made, total) => progress.push(`${made}/${total}`)).done).toBe(10);
    expect(progress[0]).toBe("0/10");
    expect(progress.at(-1)).toBe("10/10");
    for (const width of [160, 320, 480, 640])
      for (const format of ["avif", "webp"] as const)
        expect(await storage.get(variantKey(`${folder}/wide.png`, width, format))).not.toBeNull();
    expect(await storage.get(variantKey(`${folder}/wide.png`, 960, "webp"))).toBeNull();

    await storage.remove(variantKey(`${folder}/narrow.png`, 160, "avif"));
    expect(await startPreparingVariants([folder]).done).toBe(1);
    expect(await startPreparingVariants([folder]).done).toBe(0);
    await storage.remove(folder);
    await storage.remove(`_variants/${folder}`);
  });

  it("answers a variant not made yet with the original while they are being made, and stops when told", async () => {
    const key = "stand-in-test/dish.png";
    const original = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    await storage.put(key, original);

    // The widest AVIF is made last (small widths first), so it does not exist yet when asked for.
    const preparation = startPreparingVariants(["stand-in-test"], undefined, 1);
    expect(variantPreparation()).toEqual({ made: 0, total: null });
    const meanwhile = await serveImageVariant(key, 640, "avif");
    expect(meanwhile).toMatchObject({ format: "png", final: false });
    expect(meanwhile!.body.equals(original)).toBe(true);
    expect(await preparation.done).toBe(8);
    expect(variantPreparation()).toBeNull();

    const after = await serveImageVariant(key, 640, "avif");
    expect(after).toMatchObject({ format: "avif", final: true });
    expect((await sharp(after!.body).metadata()).width).toBe(640);

    // Stopped (shutting down) before it began: nothing more is made, and it says so.
    await storage.remove(variantsPrefix(key));
    const stopped = startPreparingVariants(["stand-in-test"], undefined, 1);
    await stopped.stop();
    expect(await stopped.done).toBe(0);
    expect(await storage.list(variantsPrefix(key))).toEqual([]);
    await deleteStoredImage(key);
  });
});
