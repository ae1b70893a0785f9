import { MyAccountPage } from "~/features/accounts/pages/my-account-page";
import { loadMyAccountPage, myAccountAction } from "~/features/accounts/pages/my-account.server";
import { SubscriptionCards } from "~/features/subscriptions/components/subscription-cards";
import { describePlan } from "~/features/subscriptions/plan";
import { listOwnSubscriptions } from "~/features/subscriptions/self-service.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-account";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "My account") },
  { name: "robots", content: "noindex" },
];

// The account is accounts'; its subscriptions are listed and shown by subscriptions.
export const loader = ({ request }: Route.LoaderArgs) =>
  loadMyAccountPage(request, { list: listOwnSubscriptions, describe: describePlan });

export const action = ({ request }: Route.ActionArgs) => myAccountAction(request);

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions } = loaderData;
  return (
    <MyAccountPage
      {...loaderData}
      actionData={actionData}
      subscriptionCards={subscriptions.length ? <SubscriptionCards subscriptions={subscriptions} /> : null}
    />
  );
}
