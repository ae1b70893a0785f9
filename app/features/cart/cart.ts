import { z } from "zod";

/**
 * The cart as the browser keeps it (localStorage) and sends it to checkout. It names what was
 * chosen, never what it costs: prices always come from the database.
 */
export const VariantSchema = z.enum(["standard", "vegetarian"]);
export type Variant = z.infer<typeof VariantSchema>;

const quantity = z.number().int().min(1).max(99);

/**
 * A box of an active box type: a fixed box names its cuisine (of the weekend's pair), a picked
 * box its dishes (one per dish group).
 */
export const BoxLineSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.literal("box"),
  boxTypeId: z.uuid(),
  variant: VariantSchema,
  cuisine: z.string().min(1).max(100).nullable(),
  dishIds: z.array(z.uuid()).max(10),
  quantity,
  isSubscription: z.boolean(),
});

export const CustomLineSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.literal("custom"),
  items: z
    .array(z.object({ dishId: z.string().uuid(), quantity: z.number().int().min(1).max(500) }))
    .min(1)
    .max(100),
  isSubscription: z.boolean(),
});

export const CartLineSchema = z.discriminatedUnion("type", [BoxLineSchema, CustomLineSchema]);
export type CartLine = z.infer<typeof CartLineSchema>;

export const FulfilmentSchema = z.enum(["delivery", "collection"]);
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

export const CartSchema = z.object({
  version: z.literal(2),
  lines: z.array(CartLineSchema).max(50),
  /** YYYY-MM-DD (Europe/London) or null until picked; its weekend decides the menu. */
  deliveryDate: z.iso.date().nullable(),
  /** Delivered to the customer's address, or collected from a collection point. */
  fulfilment: FulfilmentSchema,
  /** The postcode the customer checked (carried into checkout), or null. */
  postcode: z.string().max(10).nullable(),
  /**
   * Lines not on the menu of the chosen date's weekend, kept aside until a date whose menu has them
   * is picked again (basket.ts). Never priced or ordered: checkout reads `lines` only.
   */
  setAside: z.array(CartLineSchema).max(50).optional(),
  /**
   * Whose basket this is in this browser (the shopper's key: a user, or one guest session); a
   * basket written before anyone signed in has none. Another shopper never sees it (basket.ts).
   */
  owner: z.string().max(100).optional(),
});
export type Cart = z.infer<typeof CartSchema>;

export const EMPTY_CART: Cart = { version: 2, lines: [], deliveryDate: null, fulfilment: "delivery", postcode: null };

/** localStorage key of the cart (the delivery date lives inside it). */
export const CART_STORAGE_KEY = "dabba_cart";
