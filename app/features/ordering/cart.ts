import { z } from "zod";

/**
 * The cart as the browser keeps it (localStorage) and sends it to checkout. It names what was
 * chosen, never what it costs: prices always come from the database.
 */
export const VariantSchema = z.enum(["standard", "vegetarian"]);
export type Variant = z.infer<typeof VariantSchema>;

const quantity = z.number().int().min(1).max(99);

export const EssentialsLineSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.literal("essentials"),
  variant: VariantSchema,
  /** The cuisine of the week's pair the box is cooked from. */
  cuisine: z.string().min(1).max(100),
  quantity,
  isSubscription: z.boolean(),
});

export const EssentialsPlusLineSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.literal("essentials_plus"),
  variant: VariantSchema,
  /** One dish per group: rice, dal/legume, vegetable, main. */
  dishIds: z.array(z.string().uuid()).length(4),
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

export const CartLineSchema = z.discriminatedUnion("type", [
  EssentialsLineSchema,
  EssentialsPlusLineSchema,
  CustomLineSchema,
]);
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  version: z.literal(1),
  lines: z.array(CartLineSchema).max(50),
  /** YYYY-MM-DD (Europe/London) or null until picked. */
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const EMPTY_CART: Cart = { version: 1, lines: [], deliveryDate: null };

/** localStorage key of the cart (the delivery date lives inside it). */
export const CART_STORAGE_KEY = "dabba_cart";
