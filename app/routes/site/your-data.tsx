import { YourDataPage } from "~/features/privacy/pages/your-data-page";
import { loadYourDataPage, yourDataAction } from "~/features/privacy/pages/your-data.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/your-data";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your data") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => loadYourDataPage(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  yourDataAction(request, context.get(requestInfoContext).clientIp);

export default function YourData({ loaderData, actionData }: Route.ComponentProps) {
  return <YourDataPage loaderData={loaderData} actionData={actionData} />;
}
