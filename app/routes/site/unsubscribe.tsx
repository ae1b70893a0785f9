import { UnsubscribePage } from "~/features/messaging/pages/unsubscribe-page";
import { loadUnsubscribePage, unsubscribeAction } from "~/features/messaging/pages/unsubscribe.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Unsubscribe") },
  { name: "robots", content: "noindex" },
];

// Public: the signed link is the proof, no sign-in (RFC 8058's POST comes with no cookie).
export const loader = ({ request }: Route.LoaderArgs) => loadUnsubscribePage(request);

export const action = ({ request }: Route.ActionArgs) => unsubscribeAction(request);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage {...loaderData} actionData={actionData} />;
}
