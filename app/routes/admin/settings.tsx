import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { CapacityOverrides } from "~/features/delivery/admin/capacity-overrides";
import {
  capacityOverridesAction,
  isCapacityOverrideForm,
  loadCapacityOverrides,
} from "~/features/delivery/admin/capacity-overrides.server";
import { CollectionPoints } from "~/features/delivery/admin/collection-points";
import {
  collectionPointsAction,
  isCollectionPointForm,
  loadCollectionPoints,
} from "~/features/delivery/admin/collection-points.server";
import { SettingsTab } from "~/features/settings/admin/settings-tab";
import { loadSettingsTab, settingsAction } from "~/features/settings/admin/settings.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Settings", "Admin Dashboard") }];

// The tab shows two features: the business settings (settings), and the collection points and
// capacity per delivery date (delivery, which owns them). Each answers its own forms.
export async function loader() {
  const [tab, points, capacity] = await Promise.all([
    loadSettingsTab(),
    loadCollectionPoints(),
    loadCapacityOverrides(),
  ]);
  return { ...tab, ...points, ...capacity };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isCollectionPointForm(formData)) return collectionPointsAction(formData);
  return isCapacityOverrideForm(formData) ? capacityOverridesAction(formData) : settingsAction(formData);
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the settings" />;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, collectionPoints, overrides } = loaderData;
  return (
    <SettingsTab settings={settings} actionData={actionData}>
      <CollectionPoints points={collectionPoints} />
      <CapacityOverrides overrides={overrides} defaultCapacity={settings.defaultDailyCapacity} />
    </SettingsTab>
  );
}
