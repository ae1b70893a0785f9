import { z } from "zod";

/**
 * The views of the Subscriptions page. A paused subscription is still active for the payment
 * provider, but the owner sees it apart: Active, Paused and Cancelled together make All.
 */
export const SUBSCRIPTION_VIEWS = ["active", "paused", "cancelled", "all"] as const;
export type SubscriptionView = (typeof SUBSCRIPTION_VIEWS)[number];

export const SUBSCRIPTION_VIEW_LABEL: Record<SubscriptionView, string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
  all: "All",
};

export const SUBSCRIPTIONS_PAGE_SIZE = 50;

/** The page's URL: a bad value falls back to its default rather than failing the page. */
export const SubscriptionFiltersSchema = z.object({
  status: z.enum(SUBSCRIPTION_VIEWS).default("active").catch("active"),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type SubscriptionFilters = z.output<typeof SubscriptionFiltersSchema>;
