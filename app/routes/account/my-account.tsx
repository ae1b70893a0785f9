import { MyAccountPage } from "~/features/accounts/pages/my-account-page";
import { loadMyAccountPage, myAccountAction } from "~/features/accounts/pages/my-account.server";
import { ReferAFriend } from "~/features/referrals/public";
import { loadReferAFriend } from "~/features/referrals/public.server";
import { SubscriptionCards } from "~/features/subscriptions/components/subscription-cards";
import { describePlan } from "~/features/subscriptions/plan";
import { listOwnSubscriptions } from "~/features/subscriptions/self-service.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/my-account";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "My account") },
  { name: "robots", content: "noindex" },
];

// The account is accounts'; its subscriptions are listed and shown by subscriptions, its share
// link by referrals (both sit above accounts).
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await loadMyAccountPage(request, { list: listOwnSubscriptions, describe: describePlan })),
  referAFriend: await loadReferAFriend(request),
});

export const action = ({ request, context }: Route.ActionArgs) =>
  myAccountAction(request, context.get(requestInfoContext).clientIp);

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, referAFriend } = loaderData;
  return (
    <MyAccountPage
      {...loaderData}
      actionData={actionData}
      subscriptionCards={subscriptions.length ? <SubscriptionCards subscriptions={subscriptions} /> : null}
      referAFriend={referAFriend ? <ReferAFriend {...referAFriend} /> : null}
    />
  );
}
