import { GiftCardsPage } from "~/features/shop/pages/gift-cards-page";
import { buyGiftCardAction, loadGiftCardsPage } from "~/features/shop/pages/gift-cards.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Gift cards") },
  {
    name: "description",
    content: "Give a weekend of home-cooked food: a gift card for an amount or a box, emailed on the day you choose.",
  },
];

export const loader = ({ request }: Route.LoaderArgs) => loadGiftCardsPage(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  buyGiftCardAction(request, context.get(requestInfoContext).clientIp);

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardsPage loaderData={loaderData} actionData={actionData} />;
}
