import { Upload } from "lucide-react";
import type * as React from "react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { useImageUpload } from "~/components/admin/use-image-upload";
import { UploadProgress } from "~/components/image-upload-field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import type { ActionResult } from "~/lib/action-result";
import type { UploadFolder } from "~/lib/uploads/upload-folders";
import { ACCEPT_IMAGES } from "~/lib/uploads/upload-folders";

/**
 * The upload forms of the Images and Content tabs: the chosen file goes to /admin/api/upload when
 * the form is sent, then the tab's action records it (through `fetcher`, keyed `fetcherKey`). A
 * recorded image empties the form.
 */
export function useUploadForm(folder: UploadFolder, fetcherKey: string) {
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { progress, uploading, error, setError, upload } = useImageUpload(folder);
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    formRef.current?.reset();
    setFile(null);
  });
  const choose = (chosen: File | null) => {
    setError(null);
    setFile(chosen);
  };
  return { fetcher, formRef, file, choose, progress, error, upload, busy: uploading || fetcher.state !== "idle" };
}

/** The form's frame: a card titled by its heading, the fields in three columns, then `children`. */
export function UploadForm({
  formRef,
  onSubmit,
  headingId,
  title,
  fields,
  children,
}: {
  formRef: React.Ref<HTMLFormElement>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  headingId: string;
  title: string;
  fields: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">{fields}</div>
      {children}
    </form>
  );
}

/** The file input ("Image file"), described by its error (`${id}-error`) or else its hint. */
export function ImageFileField({
  id,
  name,
  hint,
  error,
  onChoose,
}: {
  id: string;
  name?: string;
  hint?: string;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Image file</Label>
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT_IMAGES}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold hover:file:bg-stone-50"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The progress of the upload and the server's refusal (`errorId` describes the file input). */
export function UploadStatus({
  progress,
  error,
  errorId,
}: {
  progress: number | null;
  error: string | null;
  errorId: string;
}) {
  return (
    <>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The form's submit button: "Uploading..." while the file is sent and recorded. */
export function UploadButton({ busy, disabled, label }: { busy: boolean; disabled?: boolean; label: string }) {
  return (
    <Button type="submit" className="self-start" disabled={disabled || busy}>
      <Upload className="size-4" aria-hidden /> {busy ? "Uploading..." : label}
    </Button>
  );
}
