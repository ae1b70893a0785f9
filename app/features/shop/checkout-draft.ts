/**
 * What the customer typed at checkout, kept in this tab's sessionStorage until the order is paid,
 * so that coming back to checkout without paying (Cancel on the test payment page, Stripe's
 * cancel link, the browser's Back button, or Back to Order and on again) shows it as typed.
 *
 * Why the browser rather than restoring from the cancelled pending order on the server:
 * - it covers every way back, including the browser's Back button and leaving checkout before
 *   submitting, where no order exists;
 * - no URL or response ever hands out a customer's name, address and phone to whoever holds an
 *   order id (a cancel link can end up in history, logs or a shared screenshot);
 * - the cart already lives in this browser, so the details travel with the order they belong to.
 * sessionStorage (not localStorage) keeps personal details to this tab: they go when it is
 * closed, and a paid order clears them (confirmation-views.tsx). Each draft names its owner (the
 * shopper's key: a signed-in user, or one guest session), so signing in or out in the same tab
 * never shows another person's details. Storage blocked: checkout starts from the profile, as before.
 */
export const CHECKOUT_DRAFT_KEY = "dabba_checkout_details";

export const DRAFT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "postcode",
  "deliveryInstructions",
  "deliveryWindow",
  "allergyNote",
  "billingAddressSame",
  "billingAddressLine1",
  "billingAddressLine2",
  "billingCity",
  "billingPostcode",
  "collectionPointId",
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
/** The form's values as typed; billingAddressSame is "on" when ticked and "" when not. */
export type CheckoutDraft = Partial<Record<DraftField, string>>;

interface StoredDraft {
  owner: string;
  values: CheckoutDraft;
}

/** The draft this owner left in this tab, or null. Browser only. */
export function readCheckoutDraft(owner: string): CheckoutDraft | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? "null") as StoredDraft | null;
    if (!stored || stored.owner !== owner || typeof stored.values !== "object" || !stored.values) return null;
    const values: CheckoutDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = (stored.values as Record<string, unknown>)[field];
      if (typeof value === "string") values[field] = value.slice(0, 1000);
    }
    return values;
  } catch {
    return null;
  }
}

/** Keeps the form's current values (fields not shown, such as billing when ticked, are left out). */
export function saveCheckoutDraft(owner: string, form: HTMLFormElement): void {
  const data = new FormData(form);
  const values: CheckoutDraft = { billingAddressSame: data.get("billingAddressSame") === "on" ? "on" : "" };
  for (const field of DRAFT_FIELDS) {
    const value = data.get(field);
    if (field !== "billingAddressSame" && typeof value === "string") values[field] = value;
  }
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ owner, values } satisfies StoredDraft));
  } catch {
    // Storage blocked or full: the details are simply not kept.
  }
}

/** A paid order needs its details no more. */
export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
