import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { CampaignPage } from "~/features/campaigns/admin/campaign-page";
import { campaignAction, loadCampaign } from "~/features/campaigns/admin/campaigns.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.campaign.subject ?? "Campaign", "Campaigns", "Admin Dashboard") },
];

export const loader = ({ params }: Route.LoaderArgs) => loadCampaign(params.campaignId);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  campaignAction(request, params.campaignId, currentAdmin(context).email);

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary title="Campaign not found" description="This campaign does not exist or could not be loaded." />
  );
}

export default function Campaign({ loaderData, actionData }: Route.ComponentProps) {
  return <CampaignPage {...loaderData} actionData={actionData} />;
}
