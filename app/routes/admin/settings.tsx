import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { CapacityOverrides } from "~/features/delivery/admin/capacity-overrides";
import {
  capacityOverridesAction,
  isCapacityOverrideForm,
  loadCapacityOverrides,
} from "~/features/delivery/admin/capacity-overrides.server";
import { SettingsTab } from "~/features/settings/admin/settings-tab";
import { loadSettingsTab, settingsAction } from "~/features/settings/admin/settings.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Dashboard" }];

// The tab shows two features: the business settings (settings) and the capacity per delivery
// date (delivery, which owns capacity). Each answers its own forms.
export async function loader() {
  const [tab, capacity] = await Promise.all([loadSettingsTab(), loadCapacityOverrides()]);
  return { ...tab, ...capacity };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  return isCapacityOverrideForm(formData) ? capacityOverridesAction(formData) : settingsAction(formData);
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the settings" />;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, overrides } = loaderData;
  return (
    <SettingsTab settings={settings} actionData={actionData}>
      <CapacityOverrides overrides={overrides} defaultCapacity={settings.defaultDailyCapacity} />
    </SettingsTab>
  );
}
