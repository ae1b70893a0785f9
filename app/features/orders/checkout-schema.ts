import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "~/features/delivery/public";
import { EMPTY_CART_MESSAGE } from "~/features/cart/public";
import { DELIVERY_WINDOWS } from "./delivery-windows";

/** The checkout form's fields in the order they appear; labels double as the {field} of messages. */
export const CHECKOUT_FIELDS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  address: "Address",
  city: "City",
  postcode: "Postcode",
  phone: "Phone",
  // Asked for only when the billing address is not the delivery address.
  billingAddressLine1: "Billing Address Line 1",
  billingCity: "Billing City",
  billingPostcode: "Billing Postcode",
} as const;
export type CheckoutField = keyof typeof CHECKOUT_FIELDS;

export const missingMessage = (field: CheckoutField) => `Please fill in the ${CHECKOUT_FIELDS[field]} field.`;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number.";

function required(field: CheckoutField, max = 200) {
  return z
    .string({ error: missingMessage(field) })
    .trim()
    .min(1, missingMessage(field))
    .max(max, `The ${CHECKOUT_FIELDS[field]} field is too long.`);
}

export const ALLERGY_NOTE_MAX = 500;

/** Text, @, text, dot, text (spec), without spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const common = {
  firstName: required("firstName", 100),
  lastName: required("lastName", 100),
  email: required("email", 254)
    .refine((v) => EMAIL_SHAPE.test(v), INVALID_EMAIL_MESSAGE)
    .transform((v) => v.toLowerCase()),
  phone: required("phone", 30).refine(
    (v) => /^[+()\d\s-]+$/.test(v) && v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15,
    INVALID_PHONE_MESSAGE,
  ),
  /** Optional: the kitchen sees it highlighted on the order, the prep sheet and the labels. */
  allergyNote: z
    .string()
    .trim()
    .max(ALLERGY_NOTE_MAX, `Allergies or dietary needs must be at most ${ALLERGY_NOTE_MAX} characters.`)
    .optional(),
  /** The cart from the browser's storage, as JSON. */
  cart: z.string({ error: EMPTY_CART_MESSAGE }),
  /** The promo code applied in the summary (decision 042); checked again with the order. */
  promoCode: z.string().trim().max(40, "That promo code is too long.").optional(),
  /** A gift card's code applied in the summary (decision 046); claimed with the order. */
  giftCardCode: z.string().trim().max(40, "That gift card code is too long.").optional(),
};

export const CHOOSE_COLLECTION_POINT_MESSAGE = "Please choose a collection point.";

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `The ${label} field is too long.`).optional();

/** The billing address fields: checked only when "Billing address is the same as delivery" is unticked. */
const BILLING_REQUIRED = ["billingAddressLine1", "billingCity", "billingPostcode"] as const;

/** The delivery window's "Any time": the order is stored without a window. */
export const ANY_TIME = "any";
export const DELIVERY_WINDOW_CHOICES = [ANY_TIME, ...DELIVERY_WINDOWS] as const;
export type DeliveryWindowChoice = (typeof DELIVERY_WINDOW_CHOICES)[number];
export const CHOOSE_DELIVERY_WINDOW_MESSAGE = "Please choose a delivery window.";

/** Delivered: the address is asked for (its postcode is checked against the delivery area by the server). */
export const DeliveryCheckoutSchema = z
  .object({
    fulfilment: z.literal("delivery"),
    ...common,
    address: required("address", 300),
    city: required("city", 100),
    postcode: required("postcode", 10)
      .refine((v) => parsePostcode(v) !== null, INVALID_POSTCODE_MESSAGE)
      .transform((v) => parsePostcode(v)?.postcode ?? v),
    deliveryInstructions: z
      .string()
      .trim()
      .max(500, "Delivery instructions must be at most 500 characters.")
      .optional(),
    /** Asked for when the owner offers windows (checkoutSchema); otherwise ignored by order creation. */
    deliveryWindow: z.enum(DELIVERY_WINDOW_CHOICES, { error: CHOOSE_DELIVERY_WINDOW_MESSAGE }).optional(),
    /** A checkbox: present ("on") when ticked. */
    billingAddressSame: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    billingAddressLine1: optionalText(300, CHECKOUT_FIELDS.billingAddressLine1),
    billingAddressLine2: optionalText(300, "Billing Address Line 2"),
    billingCity: optionalText(100, CHECKOUT_FIELDS.billingCity),
    billingPostcode: optionalText(10, CHECKOUT_FIELDS.billingPostcode),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed (`when`), so every missing billing field is reported at once.
      const v = value as Partial<Record<string, unknown>>;
      if (v.billingAddressSame !== false) return;
      for (const field of BILLING_REQUIRED) {
        const text = typeof v[field] === "string" ? v[field].trim() : "";
        if (!text) ctx.addIssue({ code: "custom", path: [field], message: missingMessage(field) });
      }
      const postcode = typeof v.billingPostcode === "string" ? v.billingPostcode : "";
      if (postcode.trim() && parsePostcode(postcode) === null)
        ctx.addIssue({ code: "custom", path: ["billingPostcode"], message: INVALID_POSTCODE_MESSAGE });
    },
    { when: () => true },
  );

/** Collected: no address, a collection point instead. */
export const CollectionCheckoutSchema = z.object({
  fulfilment: z.literal("collection"),
  ...common,
  collectionPointId: z
    .string({ error: CHOOSE_COLLECTION_POINT_MESSAGE })
    .trim()
    .min(1, CHOOSE_COLLECTION_POINT_MESSAGE),
});

/** The checkout form: delivery or collection (a hidden field the page keeps in step with the cart). */
export const CheckoutSchema = z.discriminatedUnion("fulfilment", [DeliveryCheckoutSchema, CollectionCheckoutSchema]);
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

/**
 * The checkout form as the shop's settings make it: with delivery windows offered, a delivery
 * must say which (any time, or one of the windows). Browser and server build it from the same flag.
 */
export function checkoutSchema({ deliveryWindows }: { deliveryWindows: boolean }) {
  if (!deliveryWindows) return CheckoutSchema;
  return CheckoutSchema.superRefine(
    (value, ctx) => {
      // Runs even when other fields failed (`when`): a missing window is reported with them.
      const v = value as Partial<Record<string, unknown>>;
      if (v.fulfilment === "delivery" && v.deliveryWindow === undefined)
        ctx.addIssue({ code: "custom", path: ["deliveryWindow"], message: CHOOSE_DELIVERY_WINDOW_MESSAGE });
    },
    { when: () => true },
  );
}

/** The customer's details as order creation takes them: the address for delivery, the point for collection. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string | null;
  city?: string | null;
  postcode?: string | null;
  deliveryInstructions?: string | null;
  /** The window chosen at checkout; kept only when the owner offers windows, for a delivery. */
  deliveryWindow?: DeliveryWindowChoice | null;
  billingAddressSame?: boolean;
  /** Only when the billing address is not the delivery address. */
  billingAddressLine1?: string | null;
  billingAddressLine2?: string | null;
  billingCity?: string | null;
  billingPostcode?: string | null;
  collectionPointId?: string | null;
}

/** The details of a valid submission, and how the customer wants the order. */
export function customerFrom(input: CheckoutInput): {
  fulfilment: CheckoutInput["fulfilment"];
  customer: CustomerDetails;
} {
  if (input.fulfilment === "collection") {
    const { cart: _cart, allergyNote: _note, promoCode: _code, giftCardCode: _gift, fulfilment, ...customer } = input;
    return { fulfilment, customer };
  }
  const {
    cart: _cart,
    allergyNote: _note,
    promoCode: _code,
    giftCardCode: _gift,
    fulfilment,
    billingAddressLine1,
    billingAddressLine2,
    billingCity,
    billingPostcode,
    ...customer
  } = input;
  // A billing address is kept only when it is not the delivery address (the box unticked).
  const billing = customer.billingAddressSame
    ? {}
    : {
        billingAddressLine1: billingAddressLine1 || null,
        billingAddressLine2: billingAddressLine2 || null,
        billingCity: billingCity || null,
        billingPostcode: billingPostcode ? (parsePostcode(billingPostcode)?.postcode ?? billingPostcode) : null,
      };
  return { fulfilment, customer: { ...customer, ...billing } };
}

export interface CheckoutProblem {
  title: string;
  description: string;
}

/**
 * The toast for a failed validation (spec section 8): missing fields first, then the email,
 * then anything else, each in the order of the form.
 */
export function checkoutProblem(errors: Record<string, string[] | null | undefined>): CheckoutProblem | null {
  const fields = Object.keys(CHECKOUT_FIELDS) as CheckoutField[];
  for (const field of fields) {
    if (errors[field]?.[0] === missingMessage(field))
      return { title: "Missing Information", description: missingMessage(field) };
  }
  if (errors.email?.length) return { title: "Invalid Email", description: INVALID_EMAIL_MESSAGE };
  if (errors.postcode?.length) return { title: "Invalid Postcode", description: errors.postcode[0] };
  if (errors.phone?.length) return { title: "Invalid Phone Number", description: errors.phone[0] };
  if (errors.billingPostcode?.length) return { title: "Invalid Postcode", description: errors.billingPostcode[0] };
  if (errors.collectionPointId?.length) return { title: "Collection Point", description: errors.collectionPointId[0] };
  if (errors.deliveryWindow?.length) return { title: "Delivery Window", description: errors.deliveryWindow[0] };
  const first = Object.values(errors).find((messages) => messages?.length);
  return first ? { title: "Please check your details", description: first[0] } : null;
}
