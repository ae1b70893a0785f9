/**
 * The delivery windows a customer may ask for at checkout when the owner offers them (Settings:
 * "Ask for a delivery window"). The round's solver keeps each order's arrival inside its window.
 */
export const DELIVERY_WINDOWS = ["morning", "afternoon", "evening"] as const;
export type DeliveryWindow = (typeof DELIVERY_WINDOWS)[number];

interface WindowSpan {
  label: string;
  /** Minutes after midnight, London: earliest and latest arrival. */
  from: number;
  until: number;
}

export const DELIVERY_WINDOW: Record<DeliveryWindow, WindowSpan> = {
  morning: { label: "Morning (before 1pm)", from: 0, until: 13 * 60 },
  afternoon: { label: "Afternoon (1pm to 5pm)", from: 13 * 60, until: 17 * 60 },
  evening: { label: "Evening (after 5pm)", from: 17 * 60, until: 22 * 60 },
};

/** "Evening (after 5pm)", or "Any time" for an order without a window. */
export const deliveryWindowLabel = (window: DeliveryWindow | null) =>
  window ? DELIVERY_WINDOW[window].label : "Any time";
