import { MyMessagesPage } from "~/features/accounts/pages/my-messages-page";
import { loadMyMessagesPage, myMessagesAction } from "~/features/accounts/pages/my-messages.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-messages";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Messages and notifications") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => loadMyMessagesPage(request);

export const action = ({ request }: Route.ActionArgs) => myMessagesAction(request);

export default function MyMessages({ loaderData, actionData }: Route.ComponentProps) {
  return <MyMessagesPage {...loaderData} actionData={actionData} />;
}
