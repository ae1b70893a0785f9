import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useNavigation } from "react-router";
import { EditorActions, EditorCard, useFocusWhenEditing } from "~/components/admin/editor-form";
import { InputField } from "~/components/conform-fields";
import { TextareaField } from "~/components/form-kit";
import { ImageUploadField } from "~/components/image-upload-field";
import { cn } from "~/lib/utils";
import { TEAM_BIO_MAX, TeamMemberSchema } from "./team-schemas";
import type { TeamMember } from "./team.server";

/** Adds a team member, or edits `member`; the photo is uploaded as soon as it is chosen. */
export function TeamForm({
  member,
  lastResult,
  onCancel,
}: {
  member: TeamMember | null;
  lastResult: SubmissionResult<string[]> | undefined;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useForm({
    id: `team-${member?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(TeamMemberSchema),
    defaultValue: member
      ? {
          name: member.name,
          title: member.title,
          bio: member.bio ?? "",
          displayOrder: String(member.displayOrder),
          imageUrl: member.imageUrl ?? "",
        }
      : { displayOrder: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeamMemberSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [bioLength, setBioLength] = useState((member?.bio ?? "").length);
  useFocusWhenEditing(member, fields.name.id);

  return (
    <EditorCard
      title={member ? `Edit ${member.name}` : "Add team member"}
      formProps={getFormProps(form)}
      id={member?.id}
    >
      <InputField label="Name" field={fields.name} type="text" />
      <InputField label="Title" field={fields.title} type="text" />
      <TextareaField
        label="Bio (50 words max)"
        error={fields.bio.errors}
        hintIds={`${fields.bio.id}-count`}
        {...getTextareaProps(fields.bio, { ariaAttributes: false })}
        rows={5}
        onInput={(event) => setBioLength(event.currentTarget.value.length)}
      >
        <p
          id={`${fields.bio.id}-count`}
          className={cn("text-xs", bioLength > TEAM_BIO_MAX ? "font-semibold text-red-700" : "text-muted")}
          aria-live="polite"
        >
          {bioLength}/{TEAM_BIO_MAX} characters
        </p>
      </TextareaField>
      <InputField label="Display Order" field={fields.displayOrder} type="number" min={0} step={1} />
      <ImageUploadField
        name={fields.imageUrl.name}
        folder="team"
        label="Photo"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
        defaultUrl={member?.imageUrl}
        error={fields.imageUrl.errors?.[0]}
        onBusyChange={setUploading}
      />
      <EditorActions editing={!!member} pending={saving} disabled={uploading} onCancel={onCancel}>
        {member ? "Update Team Member" : "Add Team Member"}
      </EditorActions>
    </EditorCard>
  );
}
