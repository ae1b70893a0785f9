import type * as React from "react";
import { FormField, SelectField, SelectOptions } from "~/components/form-kit";
import { toast } from "~/lib/toast";
import { ImageFileField, UploadButton, UploadForm, UploadStatus, useUploadForm } from "./upload-form";

/** The Content tab's upload: an image for one of the sections (stored under content/). */
export function SectionImageUpload({ sections }: { sections: Array<{ value: string; label: string }> }) {
  const { fetcher, formRef, file, choose, progress, error, upload, busy } = useUploadForm("content", "content-upload");

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const section = String(values.get("section") ?? "");
    if (!file || !section) {
      toast.error("Please select a file and section");
      return;
    }
    const stored = await upload(file);
    if (!stored) {
      toast.error("Failed to upload image");
      return;
    }
    fetcher.submit(
      {
        intent: "upload-image",
        publicUrl: stored.publicUrl,
        fileName: stored.fileName,
        section,
        altText: String(values.get("altText") ?? ""),
      },
      { method: "post" },
    );
  }

  return (
    <UploadForm
      formRef={formRef}
      onSubmit={onSubmit}
      headingId="content-upload-heading"
      title="Upload a section image"
      fields={
        <>
          <ImageFileField id="content-file" error={error} onChoose={choose} />
          <SelectField label="Section" id="content-section" name="section" defaultValue="">
            <option value="">Select a section</option>
            <SelectOptions options={sections} />
          </SelectField>
          <FormField
            label="Alt text"
            id="content-alt"
            name="altText"
            placeholder="Describe the image"
            maxLength={300}
          />
        </>
      }
    >
      <UploadStatus progress={progress} error={error} errorId="content-file-error" />
      <UploadButton busy={busy} label="Upload Image" />
    </UploadForm>
  );
}
