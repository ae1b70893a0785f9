import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { teamMembers } from "~/db/schema/content";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, refuseDuplicate, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { moveInList } from "~/lib/display-order.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { deleteStoredImage, keyFromPublicUrl } from "~/lib/uploads/uploads.server";
import { TeamMemberSchema, type TeamMemberInput } from "./team-schemas";

export type TeamMember = typeof teamMembers.$inferSelect;

export function listTeamMembers(): Promise<TeamMember[]> {
  return db.select().from(teamMembers).orderBy(asc(teamMembers.displayOrder), asc(teamMembers.createdAt));
}

async function removeImageAt(url: string | null) {
  const key = keyFromPublicUrl(url);
  if (key) await deleteStoredImage(key);
}

const NAME_KEY = "team_members_name_key";
const NAME_TAKEN = "A team member with this name already exists";

/**
 * Adds or updates a member (one name once, whatever its case). The photo was already uploaded (checked by content, stored under
 * team/) by the upload field; when it changes, the old photo's files are removed. Returns whether
 * a member was created, or null when the member to edit no longer exists.
 */
export async function saveTeamMember(input: TeamMemberInput): Promise<{ created: boolean } | null> {
  const values = {
    name: input.name,
    title: input.title,
    bio: input.bio ?? null,
    displayOrder: input.displayOrder,
    imageUrl: input.imageUrl || null,
  };
  if (!input.id) {
    await refuseDuplicate(NAME_KEY, NAME_TAKEN, () => db.insert(teamMembers).values(values));
    return { created: true };
  }
  const [existing] = await db.select().from(teamMembers).where(eq(teamMembers.id, input.id));
  if (!existing) return null;
  await refuseDuplicate(NAME_KEY, NAME_TAKEN, () =>
    db.update(teamMembers).set(values).where(eq(teamMembers.id, existing.id)),
  );
  if (existing.imageUrl && existing.imageUrl !== values.imageUrl) await removeImageAt(existing.imageUrl);
  return { created: false };
}

export async function setTeamMemberActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({ isActive })
    .where(eq(teamMembers.id, id))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function deleteTeamMember(id: string): Promise<boolean> {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
  if (!row) return false;
  await removeImageAt(row.imageUrl);
  return true;
}

/** Moves a member one place up or down (the list renumbered 1..n). */
export function moveTeamMember(id: string, direction: "up" | "down"): Promise<boolean> {
  return moveInList(
    listTeamMembers,
    (memberId, displayOrder) => db.update(teamMembers).set({ displayOrder }).where(eq(teamMembers.id, memberId)),
    id,
    direction,
  );
}

export async function loadTeamTab() {
  return { members: await listTeamMembers() };
}

const RowSchema = z.object({ id: z.uuid(), value: z.string().optional() });

/** What the Team tab's action answers: `saved` sends the form back to add mode. */
export type TeamActionResult = ActionResult<{ saved?: boolean }>;

/** The member form: adds a member or updates one. */
async function saveFromForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: TeamMemberSchema });
  if (submission.status !== "success") return failed("Failed to save team member", { result: submission.reply() });
  return attempt(
    "Failed to save team member",
    () => saveTeamMember(submission.value),
    (outcome) =>
      outcome
        ? succeeded<TeamActionResult>(outcome.created ? "Team member added" : "Team member updated", {
            saved: true,
            result: submission.reply({ resetForm: true }),
          })
        : failed("Failed to save team member", { status: 404, result: submission.reply() }),
    { result: submission.reply() },
  );
}

/** The Team tab's forms: save (add / update) a member; hide, show, move or delete one. */
export function teamAction(request: Request) {
  return dispatchIntent(request, {
    save: saveFromForm,
    ...onRow(
      (formData) => RowSchema.safeParse({ id: formData.get("id"), value: formData.get("value") ?? undefined }),
      () => failed("Failed to fetch team member"),
      {
        toggle: async ({ id, value }) => {
          const show = value === "show";
          const ok = await setTeamMemberActive(id, show).catch(() => false);
          return ok
            ? succeeded(show ? "Team member shown" : "Team member hidden")
            : failed("Failed to update team member status");
        },
        delete: async ({ id }) => {
          const ok = await deleteTeamMember(id).catch(() => false);
          return ok ? succeeded("Team member deleted") : failed("Failed to delete team member");
        },
        move: async ({ id, value }) => {
          if (value !== "up" && value !== "down") return failed("Failed to save team member");
          const ok = await moveTeamMember(id, value).catch(() => false);
          // A move answers no toast: the list shows it.
          return ok ? ({ ok } satisfies TeamActionResult) : failed("Failed to save team member");
        },
      },
    ),
  });
}
