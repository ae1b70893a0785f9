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

export const UNREADABLE_CART_MESSAGE = "Your order could not be read. Please build your order again.";
export const EMPTY_CART_MESSAGE = "Please add items to your order before proceeding.";

function jsonOf(text: unknown): unknown {
  if (typeof text !== "string" || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A cart sent as text (the browser's stored cart), read as it is: the cart, or null when there is
 * none or it is not a cart.
 */
export function parseCartText(text: unknown): Cart | null {
  const parsed = CartSchema.safeParse(jsonOf(text));
  return parsed.success ? parsed.data : null;
}

export type CartInput = { ok: true; cart: Cart } | { ok: false; message: string };

/**
 * The cart a request brings, checked once at the edge (the checkout's form, the quote's JSON, the
 * back-office's New order): a cart with lines, or why not.
 */
export function readCart(raw: unknown): CartInput {
  const parsed = CartSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: UNREADABLE_CART_MESSAGE };
  if (parsed.data.lines.length === 0) return { ok: false, message: EMPTY_CART_MESSAGE };
  return { ok: true, cart: parsed.data };
}

/** readCart of a form field holding the cart as JSON text. */
export const readCartText = (text: unknown): CartInput => readCart(jsonOf(text));
