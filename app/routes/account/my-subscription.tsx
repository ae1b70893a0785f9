import { requireUser } from "~/features/accounts/session.server";
import { MySubscriptionPage } from "~/features/subscriptions/pages/my-subscription-page";
import { loadMySubscriptionPage, mySubscriptionAction } from "~/features/subscriptions/pages/my-subscription.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-subscription";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your subscription") },
  { name: "robots", content: "noindex" },
];

// The subscription is subscriptions'; who is asking is accounts'.
export const loader = async ({ request, params }: Route.LoaderArgs) =>
  loadMySubscriptionPage(params.subscriptionId, await requireUser(request));

export const action = async ({ request, params }: Route.ActionArgs) =>
  mySubscriptionAction(request, params.subscriptionId, await requireUser(request));

export default function MySubscription({ loaderData, actionData }: Route.ComponentProps) {
  return <MySubscriptionPage {...loaderData} actionData={actionData} />;
}
