import { GiftCardThanksPage } from "~/features/shop/pages/gift-cards-page";
import { loadGiftCardThanks } from "~/features/shop/pages/gift-cards.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/gift-card-thanks";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Thank you for your gift card") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => loadGiftCardThanks(request);

export default function GiftCardThanks({ loaderData }: Route.ComponentProps) {
  return <GiftCardThanksPage loaderData={loaderData} />;
}
