import { DriverPage } from "~/features/rounds/pages/driver-page";
import { loadDriverPage } from "~/features/rounds/pages/driver.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/driver";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData ? `${loaderData.driver.name}'s round` : "Delivery round") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ params }: Route.LoaderArgs) => loadDriverPage(params);

export default function Driver({ loaderData, params }: Route.ComponentProps) {
  return <DriverPage {...loaderData} actionUrl={`/driver/${params.driverId}/${params.signature}/actions`} />;
}
