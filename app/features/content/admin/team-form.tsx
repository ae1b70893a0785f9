import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormField, SubmitButton, TextareaField } from "~/components/form-kit";
import { ImageUploadField } from "~/components/image-upload-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
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
  // Edit opens the form where the list's button cannot be seen (narrow screens): bring it to the user.
  const nameId = fields.name.id;
  useEffect(() => {
    if (member) document.getElementById(nameId)?.focus();
  }, [member, nameId]);

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{member ? `Edit ${member.name}` : "Add team member"}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="save" />
          {member ? <input type="hidden" name="id" value={member.id} /> : null}
          <FormField label="Name" error={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} />
          <FormField label="Title" error={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
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
          <FormField
            label="Display Order"
            error={fields.displayOrder.errors}
            {...getInputProps(fields.displayOrder, { type: "number" })}
            min={0}
            step={1}
          />
          <ImageUploadField
            name={fields.imageUrl.name}
            folder="team"
            label="Photo"
            hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
            defaultUrl={member?.imageUrl}
            error={fields.imageUrl.errors?.[0]}
            onBusyChange={setUploading}
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={saving} pendingLabel="Saving..." disabled={uploading}>
              {member ? "Update Team Member" : "Add Team Member"}
            </SubmitButton>
            {member ? (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
