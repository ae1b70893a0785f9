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

/** Serves stored images. Keys are unique per upload, so responses are cached forever. */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  const type = TYPES[ext];
  const body = type ? await storage.get(key) : null;
  if (!body || !type) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(body.length),
    },
  });
}
