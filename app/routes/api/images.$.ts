import { parseVariantRequest, serveImageVariant } from "~/lib/images/image-variants.server";
import { storage } from "~/lib/storage.server";
import type { Route } from "./+types/images.$";

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
};

const notFound = () => new Response("Not found", { status: 404 });

/** `final`: the answer this URL will always get (cached forever); a stand-in is asked for again. */
function imageResponse(body: Buffer, type: string, final = true): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Cache-Control": final ? "public, max-age=31536000, immutable" : "no-cache",
      "Content-Length": String(body.length),
    },
  });
}

/**
 * Serves stored images. Keys are unique per upload, so responses are cached forever.
 * `?w=<width>&f=avif|webp` serves a resized, re-encoded variant (only the fixed widths), or the
 * original while start-up is still making the variants.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (key.startsWith("_variants/")) return notFound();
  const variant = parseVariantRequest(new URL(request.url).searchParams);
  if (variant === "invalid") return new Response("Unsupported image size or format", { status: 400 });
  if (variant !== "none") {
    const image = await serveImageVariant(key, variant.width, variant.format);
    return image ? imageResponse(image.body, TYPES[image.format], image.final) : notFound();
  }
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  const type = TYPES[ext];
  const body = type ? await storage.get(key) : null;
  if (!body || !type) return notFound();
  return imageResponse(body, type);
}
