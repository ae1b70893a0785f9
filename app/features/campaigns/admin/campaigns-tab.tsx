import { Form, useNavigation } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ResultsTable, RowLink } from "~/components/admin/admin-table";
import { HeadedSection } from "~/components/admin/headed-section";
import { TabPage } from "~/components/admin/tab-heading";
import { SubmitButton } from "~/components/form-kit";
import { CampaignStatusBadge, campaignTime } from "../components/campaign-status-badge";
import { CampaignTextFields } from "../components/campaign-text-fields";
import type { loadCampaignsTab } from "./campaigns.server";

type CampaignsTabData = Awaited<ReturnType<typeof loadCampaignsTab>>;

const numbers = "px-4 py-3 text-right tabular-nums";
const HEADS = [
  ...["Campaign", "For", "Status", "Goes / went"].map((label) => [label, "px-4 py-3"]),
  ...["Sent", "Failed", "Opened", "Ordered"].map((label) => [label, "px-4 py-3 text-right"]),
] as const;

export function CampaignsTab({
  campaigns,
  total,
  page,
  pageCount,
  linkPaths,
  actionData,
}: CampaignsTabData & { actionData?: AdminActionResult }) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const announcing = navigation.state !== "idle" && navigation.formData?.get("intent") === "announce";
  return (
    <TabPage
      title="Campaigns"
      description="What customers are told, and when: each weekend's “the menu is live” and the reminders before its order deadline, made when you publish it; a new delivery area's news to its waitlist; your own announcements. Each goes only to those who agreed, on the channels they chose, outside quiet hours. Open one to see it before it goes."
    >
      <ResultsTable
        rows={campaigns}
        empty="No campaigns yet: publishing a weekend makes its campaigns."
        caption={`Campaigns, the next to go first (${total})`}
        pages={{ page, pageCount, total, label: "Campaigns" }}
        tableClassName="w-full min-w-[60rem] text-left text-sm"
        head={
          <tr>
            {HEADS.map(([label, className]) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        }
      >
        {(c) => (
          <>
            <td className="px-4 py-3">
              <RowLink to={`/admin/campaigns/${c.id}`} className="font-medium">
                {c.subject}
              </RowLink>
              <span className="text-muted block text-xs">{c.kind}</span>
            </td>
            <td className="px-4 py-3">{c.about}</td>
            <td className="px-4 py-3">
              <CampaignStatusBadge status={c.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{campaignTime(c.sendsAt)}</td>
            <td className={numbers}>{c.deliveries.sent}</td>
            <td className={numbers}>{c.deliveries.failed}</td>
            <td className={numbers}>{c.deliveries.opened}</td>
            <td className={numbers}>{c.ordered}</td>
          </>
        )}
      </ResultsTable>
      <HeadedSection
        id="new-announcement"
        title="New announcement"
        className="mt-8 flex max-w-2xl flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4"
      >
        <p className="text-muted text-sm">
          Saved as a draft: you see it as customers will, then send it or choose when it goes.
        </p>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="announce" />
          <CampaignTextFields idPrefix="announcement" linkPaths={linkPaths} />
          <SubmitButton pending={announcing} pendingLabel="Saving..." className="self-start">
            Save draft
          </SubmitButton>
        </Form>
      </HeadedSection>
    </TabPage>
  );
}
