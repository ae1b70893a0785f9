import { useState } from "react";
import { uploadImage, type UploadedImage } from "~/components/image-upload-field";
import type { UploadFolder } from "~/lib/uploads/upload-folders";

/**
 * Upload state for forms that upload on submit (Images tab, Content tab): progress while the file
 * goes to /admin/api/upload, and the server's refusal message if it is not an image.
 */
export function useImageUpload(folder: UploadFolder) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File): Promise<UploadedImage | null> {
    setError(null);
    setProgress(0);
    try {
      return await uploadImage(file, folder, setProgress);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : "Failed to upload image");
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { progress, uploading: progress !== null, error, setError, upload };
}
