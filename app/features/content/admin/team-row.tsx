import { Eye, EyeOff, UserRound } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { ReorderButtons } from "~/components/admin/reorder-buttons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { TeamActionResult, TeamMember } from "./team.server";

/** A member of the Team tab's list: photo and details, with the arrows, Hide / Show, Edit and Delete. */
export function TeamRow({
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
  const fetcher = useFetcher<TeamActionResult>();
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
        <ReorderButtons
          name={member.name}
          upDisabled={first || busy}
          downDisabled={last || busy}
          onUp={() => post("move", "up")}
          onDown={() => post("move", "down")}
        />
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
        <EditButton label={`Edit ${member.name}`} onClick={onEdit} />
        <DeleteButton
          title={`Delete ${member.name}?`}
          description="This removes the team member and their photo. This cannot be undone."
          onConfirm={() => post("delete", "")}
          label={`Delete ${member.name}`}
          disabled={busy}
        />
      </div>
    </li>
  );
}
