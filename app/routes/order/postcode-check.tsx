import { shopperKeyOf } from "~/features/accounts/shopper.server";
import { rememberOrderStart } from "~/features/cart/order-start";
import { PostcodeCheckPage } from "~/features/delivery/pages/postcode-check-page";
import { loadPostcodeCheckPage, postcodeCheckAction } from "~/features/delivery/pages/postcode-check.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/postcode-check";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Check your postcode") },
  { name: "description", content: "Check whether we deliver home-cooked meal boxes to your postcode." },
];

// The check is delivery's; whose basket it is, accounts'; the basket the choice is kept in, the cart's.
export const loader = async ({ request }: Route.LoaderArgs) => loadPostcodeCheckPage(await shopperKeyOf(request));

export const action = ({ request }: Route.ActionArgs) => postcodeCheckAction(request);

export default function PostcodeCheck({ loaderData, actionData }: Route.ComponentProps) {
  return <PostcodeCheckPage {...loaderData} actionData={actionData} rememberStart={rememberOrderStart} />;
}
