/** One box's packing label. */
export interface PackingLabel {
  /** Unique within the date: the order number and the box's number in it. */
  key: string;
  orderNumber: string;
  customer: string;
  /** The line's name as sold: "Essentials (Standard, Punjabi)", or "Custom Order". */
  boxType: string;
  /** "Punjabi Rice", or "2 × Goan Lamb" for more than one portion (a custom line always counts). */
  dishes: string[];
  /** Allergen names in the FSA's order, from the dishes' current menu entries. */
  contains: string[];
  /** What the box may contain and does not contain anyway. */
  mayContain: string[];
  /** Dishes deleted from the menu since: their allergens cannot be looked up. */
  unknownAllergens: string[];
  fulfilment: "delivery" | "collection";
  /** "Delivery Saturday 5 December 2026" / "Collection Saturday 5 December 2026". */
  when: string;
  postcode: string | null;
  allergyNote: string | null;
  storageText: string;
  boxNumber: number;
  boxCount: number;
}

/** A label's paragraphs, top to bottom, as both the page and the PDF print them. */
export interface LabelText {
  customer: string;
  /** "Box 2 of 3", beside the customer's name. */
  box: string;
  /** "TIF-… · Essentials (Standard, Punjabi)". */
  order: string;
  dishes: string;
  /** In bold: "Contains: Milk, Mustard", "May contain: Sesame", dishes whose allergens are unknown. */
  allergens: string[];
  /** Highlighted: "Allergy note: …" (null without a note). */
  allergyNote: string | null;
  /** "Delivery Saturday 5 December 2026 · SE15 4ST". */
  when: string;
  storage: string;
}

export function labelText(label: PackingLabel): LabelText {
  const allergens = [
    label.contains.length ? `Contains: ${label.contains.join(", ")}` : null,
    label.mayContain.length ? `May contain: ${label.mayContain.join(", ")}` : null,
    label.unknownAllergens.length ? `Allergens not on record for: ${label.unknownAllergens.join(", ")}` : null,
  ].filter((line): line is string => line !== null);
  return {
    customer: label.customer,
    box: `Box ${label.boxNumber} of ${label.boxCount}`,
    order: `${label.orderNumber} · ${label.boxType}`,
    dishes: label.dishes.join(", "),
    // Silence is not a promise: a box declaring nothing says so.
    allergens: allergens.length ? allergens : ["Contains: none of the 14 allergens"],
    allergyNote: label.allergyNote ? `Allergy note: ${label.allergyNote}` : null,
    when: [label.when, label.postcode].filter(Boolean).join(" · "),
    storage: label.storageText,
  };
}
