import { getImageVariant, parseVariantRequest } from "~/lib/images/image-variants.server";
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

function imageResponse(body: Buffer, type: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(body.length),
    },
  });
}

/**
 * Serves stored images. Keys are unique per upload, so responses are cached forever.
 * `?w=<width>&f=avif|webp` serves a resized, re-encoded variant (only the fixed widths).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (key.startsWith("_variants/")) return notFound();
  const variant = parseVariantRequest(new URL(request.url).searchParams);
  if (variant === "invalid") return new Response("Unsupported image size or format", { status: 400 });
  if (variant !== "none") {
    const body = await getImageVariant(key, variant.width, variant.format);
    return body ? imageResponse(body, TYPES[variant.format]) : notFound();
  }
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  const type = TYPES[ext];
  const body = type ? await storage.get(key) : null;
  if (!body || !type) return notFound();
  return imageResponse(body, type);
}
