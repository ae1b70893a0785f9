import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { accountContactOf } from "~/features/accounts/public.server";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { GiftCardsTab } from "~/features/giftcards/admin/gift-cards-tab";
import { giftCardsAction, loadGiftCardsTab } from "~/features/giftcards/admin/gift-cards.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Gift cards", "Admin Dashboard") },
];

export const loader = () => loadGiftCardsTab(accountContactOf);

export const action = ({ request, context }: Route.ActionArgs) => giftCardsAction(request, currentAdmin(context));

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the gift cards" />;
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardsTab {...loaderData} actionData={actionData} />;
}
