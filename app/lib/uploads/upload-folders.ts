/** The storage folders the admin upload endpoint (/admin/api/upload) may write into. */
export const UPLOAD_FOLDERS = ["menu-items", "team", "content", "website-images"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === "string" && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

/** What /admin/api/upload answers: the stored image, or the reason it was refused. */
export type UploadResponse =
  | { ok: true; publicUrl: string; key: string; fileName: string; width: number; height: number }
  | { ok: false; error: string };

/** The accept attribute of image file inputs (the server checks the content again). */
export const ACCEPT_IMAGES = "image/jpeg,image/png,image/webp,image/avif";
