import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { useEditing } from "~/components/admin/use-editing";
import { FormField } from "~/components/form-kit";
import { ImageUploadField } from "~/components/image-upload-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  deleteTeamMember,
  listTeamMembers,
  moveTeamMember,
  saveTeamMember,
  setTeamMemberActive,
  type TeamMember,
} from "~/features/content/admin-team.server";
import { TEAM_BIO_MAX, TeamMemberSchema } from "~/features/content/team-schemas";
import { logger } from "~/lib/logger.server";
import { cn } from "~/lib/utils";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin Dashboard" }];

export async function loader() {
  return { members: await listTeamMembers() };
}

const RowSchema = z.object({ id: z.uuid(), value: z.string().optional() });

type TeamActionData = AdminActionResult & { result?: SubmissionResult<string[]>; saved?: boolean };

const fail = (title: string, status = 400, extra: Partial<TeamActionData> = {}) =>
  data({ ...extra, toast: { type: "error", title } } satisfies TeamActionData, { status });

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: TeamMemberSchema });
    if (submission.status !== "success") return fail("Failed to save team member", 400, { result: submission.reply() });
    const outcome = await saveTeamMember(submission.value).catch((error) => {
      logger.error({ err: error }, "save team member failed");
      return undefined;
    });
    if (!outcome)
      return fail("Failed to save team member", outcome === null ? 404 : 500, { result: submission.reply() });
    return {
      ok: true,
      saved: true,
      result: submission.reply({ resetForm: true }),
      toast: { type: "success", title: outcome.created ? "Team member added" : "Team member updated" },
    } satisfies TeamActionData;
  }

  const row = RowSchema.safeParse({ id: formData.get("id"), value: formData.get("value") ?? undefined });
  if (!row.success) return fail("Failed to fetch team member");
  const { id, value } = row.data;
  if (intent === "toggle") {
    const show = value === "show";
    const ok = await setTeamMemberActive(id, show).catch(() => false);
    if (!ok) return fail("Failed to update team member status");
    return {
      ok,
      toast: { type: "success", title: show ? "Team member shown" : "Team member hidden" },
    } satisfies TeamActionData;
  }
  if (intent === "delete") {
    const ok = await deleteTeamMember(id).catch(() => false);
    if (!ok) return fail("Failed to delete team member");
    return { ok, toast: { type: "success", title: "Team member deleted" } } satisfies TeamActionData;
  }
  if (intent === "move" && (value === "up" || value === "down")) {
    const ok = await moveTeamMember(id, value).catch(() => false);
    return ok ? ({ ok } satisfies TeamActionData) : fail("Failed to save team member");
  }
  return fail("Failed to save team member");
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch team member" />;
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members } = loaderData;
  const [editing, setEditing] = useEditing<TeamMember>(members, actionData ?? undefined);
  useActionToast(actionData);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Team"
        description="The people shown on the About Us page. Hidden members stay listed here but not on the site."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <TeamForm
          key={editing?.id ?? "new"}
          member={editing}
          lastResult={actionData?.result ?? undefined}
          onCancel={() => setEditing(null)}
        />
        <section aria-labelledby="team-list-heading" className="flex flex-col gap-3">
          <h2 id="team-list-heading" className="text-lg font-semibold">
            Team members ({members.length})
          </h2>
          {members.length === 0 ? (
            <p className="text-muted rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center">
              No team members yet. Add the first one with the form.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Team members">
              {members.map((member, index) => (
                <TeamRow
                  key={member.id}
                  member={member}
                  first={index === 0}
                  last={index === members.length - 1}
                  editing={editing?.id === member.id}
                  onEdit={() => setEditing(member)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

function TeamForm({
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
  const bioError = fields.bio.errors?.[0];

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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fields.bio.id}>Bio (50 words max)</Label>
            <Textarea
              {...getTextareaProps(fields.bio)}
              rows={5}
              aria-describedby={`${fields.bio.id}-count${bioError ? ` ${fields.bio.errorId}` : ""}`}
              onInput={(event) => setBioLength(event.currentTarget.value.length)}
            />
            <p
              id={`${fields.bio.id}-count`}
              className={cn("text-xs", bioLength > TEAM_BIO_MAX ? "font-semibold text-red-700" : "text-muted")}
              aria-live="polite"
            >
              {bioLength}/{TEAM_BIO_MAX} characters
            </p>
            {bioError ? (
              <p id={fields.bio.errorId} className="text-sm text-red-700">
                {bioError}
              </p>
            ) : null}
          </div>
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
            <Button type="submit" disabled={saving || uploading}>
              {saving ? "Saving..." : member ? "Update Team Member" : "Add Team Member"}
            </Button>
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

function TeamRow({
  member,
  first,
  last,
  editing,
  onEdit,
}: {
  member: TeamMember;
  first: boolean;
  last: boolean;
  editing: boolean;
  onEdit: () => void;
}) {
  const fetcher = useFetcher<TeamActionData>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string, value: string) => fetcher.submit({ intent, id: member.id, value }, { method: "post" });
  return (
    <li
      className={cn(
        "flex flex-wrap items-center gap-4 rounded-lg border bg-white p-4 sm:flex-nowrap",
        editing ? "border-brand-500 ring-brand-200 ring-2" : "border-stone-200",
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {/* A hidden member's photo fades; the text keeps its contrast and the badge says why. */}
        <div
          className={cn(
            "flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-stone-100",
            !member.isActive && "opacity-40 grayscale",
          )}
        >
          {member.imageUrl ? (
            <img src={member.imageUrl} alt="" className="size-full object-cover" width={56} height={56} />
          ) : (
            <UserRound className="size-6 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="min-w-0">
          <p className="font-semibold">
            {member.name} {!member.isActive ? <Badge variant="muted">Hidden</Badge> : null}
          </p>
          <p className="text-muted text-sm">{member.title}</p>
          {member.bio ? <p className="mt-1 line-clamp-2 text-sm">{member.bio}</p> : null}
          <p className="text-muted mt-1 text-xs">Display order {member.displayOrder}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={first || busy}
          onClick={() => post("move", "up")}
          aria-label={`Move ${member.name} up`}
        >
          <ArrowUp className="size-4" aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={last || busy}
          onClick={() => post("move", "down")}
          aria-label={`Move ${member.name} down`}
        >
          <ArrowDown className="size-4" aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => post("toggle", member.isActive ? "hide" : "show")}
          aria-label={`${member.isActive ? "Hide" : "Show"} ${member.name}`}
        >
          {member.isActive ? <EyeOff className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
          {member.isActive ? "Hide" : "Show"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${member.name}`}>
          <Pencil className="size-3.5" aria-hidden /> Edit
        </Button>
        <ConfirmButton
          title={`Delete ${member.name}?`}
          description="This removes the team member and their photo. This cannot be undone."
          onConfirm={() => post("delete", "")}
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={`Delete ${member.name}`}>
              <Trash2 className="size-3.5" aria-hidden /> Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}
