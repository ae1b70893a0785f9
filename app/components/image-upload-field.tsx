/**
 * ImageUploadField: a file input that uploads the chosen image at once and shows a preview and
 * a progress bar.
 *
 * How it works: on choosing a file it POSTs multipart {file, folder} with XMLHttpRequest (so
 * upload progress is reported) to the admin resource route /admin/api/upload
 * (app/routes/admin/api.upload.ts, requireAdmin; the server checks the file by content: JPEG,
 * PNG, WebP or AVIF up to 10 MB, anything else is refused with a message and nothing is stored).
 * The answer is {ok: true, publicUrl, key, fileName, width, height} or {ok: false, error}.
 *
 * Inside a <form> it renders hidden inputs: `name` = the stored image's public URL (or the
 * `defaultUrl` until another file is chosen, "" after Remove) and `${name}FileName` = the file's
 * original name. The parent's action saves the URL; `keyFromPublicUrl()` gives the storage key.
 * `onChange` reports the image (null while uploading, after a failure or after Remove) and
 * `onBusyChange` the upload state, so the parent can keep its submit button disabled until a
 * file is chosen and uploaded.
 *
 * Example:
 *   const [image, setImage] = useState<string | null>(member?.imageUrl ?? null);
 *   <ImageUploadField name="imageUrl" folder="team" label="Photo" defaultUrl={member?.imageUrl}
 *     onChange={(img) => setImage(img?.publicUrl ?? null)} />
 */
import { ImageIcon, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { ACCEPT_IMAGES, type UploadFolder, type UploadResponse } from "~/lib/uploads/upload-folders";
import { cn } from "~/lib/utils";

export const UPLOAD_ENDPOINT = "/admin/api/upload";

export interface UploadedImage {
  publicUrl: string;
  key: string;
  fileName: string;
  width: number;
  height: number;
}

/** Uploads one file to /admin/api/upload, reporting progress (0..1). */
export function uploadImage(
  file: File,
  folder: UploadFolder,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("folder", folder);
    body.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_ENDPOINT);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as UploadResponse | null;
      if (xhr.status === 200 && answer?.ok) {
        onProgress(1);
        resolve({
          publicUrl: answer.publicUrl,
          key: answer.key,
          fileName: answer.fileName,
          width: answer.width,
          height: answer.height,
        });
      } else if (xhr.status === 403 || xhr.status === 401) {
        reject(new Error("Your session has expired: please sign in again"));
      } else {
        reject(new Error(answer && !answer.ok ? answer.error : "Failed to upload image"));
      }
    };
    xhr.onerror = () => reject(new Error("Failed to upload image"));
    xhr.send(body);
  });
}

export interface ImageUploadFieldProps {
  /** Name of the hidden input that carries the public URL of the image. */
  name: string;
  folder: UploadFolder;
  label: string;
  /** The current image (edit forms). */
  defaultUrl?: string | null;
  /** Short help under the label. */
  hint?: string;
  /** Field error from the server, shown under the input. */
  error?: string | null;
  /** Offer a Remove button when an image is set (default true). */
  removable?: boolean;
  onChange?: (image: UploadedImage | null) => void;
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

export function ImageUploadField({
  name,
  folder,
  label,
  defaultUrl,
  hint,
  error,
  removable = true,
  onChange,
  onBusyChange,
  className,
}: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [fileName, setFileName] = useState("");
  const [preview, setPreview] = useState<string | null>(defaultUrl ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const localPreview = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    },
    [],
  );

  function setLocalPreview(file: File | null) {
    if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    localPreview.current = file ? URL.createObjectURL(file) : null;
    return localPreview.current;
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setUrl("");
    setFileName("");
    setPreview(setLocalPreview(file));
    setProgress(0);
    onChange?.(null);
    onBusyChange?.(true);
    try {
      const image = await uploadImage(file, folder, setProgress);
      setUrl(image.publicUrl);
      setFileName(image.fileName);
      setPreview(image.publicUrl);
      setLocalPreview(null);
      onChange?.(image);
    } catch (reason) {
      const message = reason instanceof Error ? reason.message : "Failed to upload image";
      setFailure(message);
      setPreview(null);
      setLocalPreview(null);
      if (inputRef.current) inputRef.current.value = "";
      toast.error("Upload failed", { description: message });
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  function remove() {
    setUrl("");
    setFileName("");
    setPreview(null);
    setFailure(null);
    if (inputRef.current) inputRef.current.value = "";
    onChange?.(null);
  }

  const message = failure ?? error ?? null;
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const uploading = progress !== null;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      ) : null}
      <input type="hidden" name={name} value={url} />
      <input type="hidden" name={`${name}FileName`} value={fileName} />
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-stone-200 bg-stone-100">
          {preview ? (
            <img src={preview} alt="Preview of the chosen image" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPT_IMAGES}
            disabled={uploading}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className="text-ink block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-stone-50"
          />
          {uploading ? <UploadProgress fraction={progress ?? 0} /> : null}
          {removable && url && !uploading ? (
            <Button type="button" variant="ghost" size="sm" className="self-start" onClick={remove}>
              <Trash2 className="size-3.5" aria-hidden /> Remove image
            </Button>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The progress bar of an upload in progress (fraction 0..1). */
export function UploadProgress({ fraction, label = "Upload progress" }: { fraction: number; label?: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="bg-brand-600 h-full transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
