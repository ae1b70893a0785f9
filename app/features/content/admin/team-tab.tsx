import { useActionToast } from "~/components/admin/action-toast";
import { ListSection } from "~/components/admin/list-section";
import { TabPage } from "~/components/admin/tab-heading";
import { useEditing } from "~/components/admin/use-editing";
import { TeamForm } from "./team-form";
import { TeamRow } from "./team-row";
import type { loadTeamTab, TeamActionResult, TeamMember } from "./team.server";

type TeamTabData = Awaited<ReturnType<typeof loadTeamTab>>;

/** The Team tab: the add / edit form beside the list of members (the list follows the public order). */
export function TeamTab({ members, actionData }: TeamTabData & { actionData?: TeamActionResult }) {
  const [editing, setEditing] = useEditing<TeamMember>(members, actionData);
  useActionToast(actionData);

  return (
    <TabPage
      title="Team"
      description="The people shown on the About Us page. Hidden members stay listed here but not on the site."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <TeamForm
          key={editing?.id ?? "new"}
          member={editing}
          lastResult={actionData?.result ?? undefined}
          onCancel={() => setEditing(null)}
        />
        <ListSection
          id="team-list-heading"
          title="Team members"
          count={members.length}
          className="flex flex-col gap-3"
          empty={
            <p className="text-muted rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center">
              No team members yet. Add the first one with the form.
            </p>
          }
        >
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
        </ListSection>
      </div>
    </TabPage>
  );
}
