import { requireUser } from "~/features/accounts/session.server";
import { MyDataPage } from "~/features/privacy/pages/my-data-page";
import { loadMyDataPage, myDataAction } from "~/features/privacy/pages/my-data.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-data";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your data", "My account") },
  { name: "robots", content: "noindex" },
];

// The data rights are privacy's; who is asking is accounts'.
export const loader = async ({ request }: Route.LoaderArgs) => loadMyDataPage(await requireUser(request));

export const action = async ({ request }: Route.ActionArgs) => myDataAction(request, await requireUser(request));

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  return <MyDataPage {...loaderData} actionData={actionData} />;
}
