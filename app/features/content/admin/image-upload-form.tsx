import type * as React from "react";
import { useEffect, useState } from "react";
import { FormField, SelectField, SelectOptions } from "~/components/form-kit";
import { toast } from "~/lib/toast";
import { IMAGE_CONTEXTS } from "../image-contexts";
import { ImageFileField, UploadButton, UploadForm, UploadStatus, useUploadForm } from "./upload-form";

/** The Images tab's upload: an image with its alt text and usage context (stored under website-images/). */
export function ImageUploadForm({ defaultContext }: { defaultContext?: string }) {
  const { fetcher, formRef, file, choose, progress, error, upload, busy } = useUploadForm(
    "website-images",
    "record-image",
  );
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      toast.error("Please select a file to upload");
      return;
    }
    const stored = await upload(file);
    if (!stored) {
      toast.error("Error", { description: "Failed to upload image" });
      return;
    }
    const values = new FormData(form);
    fetcher.submit(
      {
        intent: "create",
        publicUrl: stored.publicUrl,
        fileName: stored.fileName,
        altText: String(values.get("altText") ?? ""),
        usageContext: String(values.get("usageContext") ?? "general"),
      },
      { method: "post" },
    );
  }

  return (
    <UploadForm
      formRef={formRef}
      onSubmit={onSubmit}
      headingId="upload-heading"
      title="Upload an image"
      fields={
        <>
          <ImageFileField
            id="image-file"
            name="file"
            hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
            error={error}
            onChoose={choose}
          />
          <FormField label="Alt text" id="image-alt" name="altText" placeholder="Describe the image" maxLength={300} />
          <SelectField
            label="Usage context"
            id="image-context"
            name="usageContext"
            defaultValue={defaultContext ?? "general"}
          >
            <SelectOptions options={IMAGE_CONTEXTS} />
          </SelectField>
        </>
      }
    >
      {preview ? (
        <img
          src={preview}
          alt="Preview of the chosen file"
          className="h-32 w-auto self-start rounded-md border border-stone-200 object-contain"
        />
      ) : null}
      <UploadStatus progress={progress} error={error} errorId="image-file-error" />
      <UploadButton busy={busy} disabled={!file} label="Upload" />
    </UploadForm>
  );
}
