import type { PackingLabel } from "~/features/kitchen/label-text";

/**
 * A delivered Essentials box of the test menu's Punjabi dishes (tests/factories/ordering) as its
 * packing label reads, with milk and mustard in and sesame maybe: what the labels' query gives
 * and their PDF prints.
 */
export const PUNJABI_BOX_LABEL = {
  boxType: "Essentials (Standard, Punjabi)",
  dishes: ["Punjabi Rice", "Punjabi Dal", "Punjabi Veg", "Punjabi Chicken"],
  contains: ["Milk", "Mustard"],
  mayContain: ["Sesame"],
  unknownAllergens: [],
  fulfilment: "delivery",
  storageText: "Keep refrigerated below 5°C. Eat within 2 days of delivery.",
} satisfies Partial<PackingLabel>;
