import type { PageData } from "~/lib/page-data";
import { OrderBuilder } from "../components/order-builder";
import type { loadOrderPage } from "./order.server";

export function OrderPage(loaderData: PageData<typeof loadOrderPage>) {
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
