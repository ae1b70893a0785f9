import { redirect } from "react-router";
import { getGuest } from "~/features/accounts/guest.server";
import { getUser } from "~/features/accounts/session.server";
import { shopperKey } from "~/features/accounts/shopper.server";
import { OrderBuilder } from "~/features/shop/components/order-builder";
import { loadBuilder } from "~/features/shop/builder.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Build your order") },
  {
    name: "description",
    content: "Pick a delivery weekend, choose boxes or a custom order from its menu and continue to checkout.",
  },
  { name: "robots", content: "noindex" },
];

/** Visitors who are neither signed in nor guests start at the postcode check. */
export async function loader({ request }: Route.LoaderArgs) {
  const [user, guest] = await Promise.all([getUser(request), getGuest(request)]);
  const owner = shopperKey({ user, guest });
  if (!owner) throw redirect("/postcode-check");
  return { ...(await loadBuilder()), owner };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="font-display text-brand-900 text-3xl font-bold sm:text-4xl">Build your order</h1>
      <p className="text-muted mt-2 mb-6">
        Pick a delivery date, choose your boxes or dishes from that weekend's menu, then continue to checkout.
      </p>
      <OrderBuilder
        catalog={loaderData.catalog}
        pricingSettings={loaderData.pricingSettings}
        orderLimits={loaderData.orderLimits}
        dateOptions={loaderData.dates}
        cateringText={loaderData.cateringText}
        keptFor={loaderData.owner}
      />
    </main>
  );
}
