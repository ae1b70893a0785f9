import { prepareImageVariants } from "~/lib/images/image-variants.server";
import { isUploadFolder, type UploadResponse } from "~/lib/uploads/upload-folders";
import { storeUploadedImage, UploadError } from "~/lib/uploads/uploads.server";
import { crossSiteRefusal, isCrossSite } from "~/lib/same-origin";
import type { Route } from "./+types/api.upload";

/**
 * POST multipart {file, folder}: checks the file by content and stores it (see ImageUploadField).
 * Answers JSON UploadResponse; a refused file stores nothing. Its responsive variants are made
 * right after, in the background.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ ok: false, error: "Method not allowed" } satisfies UploadResponse, { status: 405 });
  if (isCrossSite(request)) return crossSiteRefusal();
  const form = await request.formData().catch(() => null);
  if (!form)
    return Response.json(
      { ok: false, error: "The upload could not be read. Please choose the file again." } satisfies UploadResponse,
      { status: 400 },
    );
  const folder = form.get("folder");
  const file = form.get("file");
  if (!isUploadFolder(folder))
    return Response.json({ ok: false, error: "Unknown upload folder" } satisfies UploadResponse, { status: 400 });
  if (!(file instanceof File) || file.size === 0) {
    return Response.json({ ok: false, error: "Please select a file to upload" } satisfies UploadResponse, {
      status: 400,
    });
  }
  try {
    const stored = await storeUploadedImage(file, folder);
    prepareImageVariants(stored.key, stored.width);
    return Response.json({ ok: true, ...stored } satisfies UploadResponse);
  } catch (error) {
    if (error instanceof UploadError)
      return Response.json({ ok: false, error: error.message } satisfies UploadResponse, { status: 400 });
    throw error;
  }
}
