import { redirect } from "react-router";
import { getGuest } from "~/features/accounts/guest.server";
import { getUser } from "~/features/accounts/session.server";
import { cateringDiscountLines } from "~/features/catalog/offer-text";
import { availableDeliveryDates } from "~/features/delivery/delivery-dates.server";
import { OrderBuilder } from "~/features/ordering/components/order-builder";
import { loadOrderingMenu } from "~/features/ordering/menu.server";
import { toPricingSettings } from "~/features/ordering/pricing";
import { orderingSettings } from "~/features/settings/settings.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = () => [
  { title: "Build your order" },
  {
    name: "description",
    content: "Choose Essentials, Essentials Plus or a custom order, pick a delivery date and continue to checkout.",
  },
  { name: "robots", content: "noindex" },
];

/** Visitors who are neither signed in nor guests start at the postcode check. */
export async function loader({ request }: Route.LoaderArgs) {
  const [user, guest] = await Promise.all([getUser(request), getGuest(request)]);
  if (!user && !guest) throw redirect("/postcode-check");
  const [menu, settings, dates] = await Promise.all([loadOrderingMenu(), orderingSettings(), availableDeliveryDates()]);
  const catering = cateringDiscountLines(settings);
  return {
    menu,
    pricingSettings: toPricingSettings(settings),
    dates,
    cateringText: catering.length ? `Catering: ${catering.join("; ")}.` : "",
  };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="font-display text-brand-900 text-3xl font-bold sm:text-4xl">Build your order</h1>
      <p className="text-muted mt-2 mb-6">
        Choose your boxes or dishes, pick a delivery date, then continue to checkout.
      </p>
      <OrderBuilder
        menu={loaderData.menu}
        pricingSettings={loaderData.pricingSettings}
        dateOptions={loaderData.dates}
        cateringText={loaderData.cateringText}
      />
    </main>
  );
}
