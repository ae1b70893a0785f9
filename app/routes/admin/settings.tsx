import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { CapacityOverrides } from "~/features/delivery/admin/capacity-overrides";
import { capacityOverrideIntents, loadCapacityOverrides } from "~/features/delivery/admin/capacity-overrides.server";
import { CollectionPoints } from "~/features/delivery/admin/collection-points";
import { collectionPointIntents, loadCollectionPoints } from "~/features/delivery/admin/collection-points.server";
import { ReferralSettings } from "~/features/referrals/public";
import { loadReferralSettings, referralSettingsIntents } from "~/features/referrals/public.server";
import { SettingsTab } from "~/features/settings/admin/settings-tab";
import { loadSettingsTab, settingsAction } from "~/features/settings/admin/settings.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Settings", "Admin Dashboard") }];

// The tab shows two features: the business settings (settings), and the collection points and
// capacity per delivery date (delivery, which owns them and imports settings, so the route hands
// their loads and forms to the tab); Referrals' section likewise (referrals import settings).
export const loader = () => loadSettingsTab(loadCollectionPoints(), loadCapacityOverrides(), loadReferralSettings());

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, { ...collectionPointIntents, ...capacityOverrideIntents, ...referralSettingsIntents });

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the settings" />;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, collectionPoints, overrides, referralSettings, welcomeCodes } = loaderData;
  return (
    <SettingsTab settings={settings} actionData={actionData}>
      <CollectionPoints points={collectionPoints} />
      <CapacityOverrides overrides={overrides} defaultCapacity={settings.defaultDailyCapacity} />
      <ReferralSettings referralSettings={referralSettings} welcomeCodes={welcomeCodes} />
    </SettingsTab>
  );
}
