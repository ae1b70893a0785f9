import { z } from "zod";
import { addDays, todayInLondon } from "~/lib/dates";
import { formatPence, parsePounds } from "~/lib/money";
import { IssueGiftCardSchema } from "./issue-schema";

/** What a customer may buy as an amount (the owner may issue from £1 to £1,000). */
export const MIN_BOUGHT_PENCE = 500;
export const MAX_BOUGHT_PENCE = 50_000;
/** How far ahead a card's email may be set to go. */
export const MAX_SEND_AHEAD_DAYS = 365;

/** A typed amount in pence when it is one a customer may buy, else null. */
function amountPence(typed: string): number | null {
  const pence = parsePounds(typed);
  return pence !== null && pence >= MIN_BOUGHT_PENCE && pence <= MAX_BOUGHT_PENCE ? pence : null;
}

const AMOUNT_MESSAGE = `Enter an amount from ${formatPence(MIN_BOUGHT_PENCE)} to ${formatPence(MAX_BOUGHT_PENCE)}`;

/**
 * The shop's "Buy a gift card" form (the browser and the action read it the same way): an amount
 * or a box, the recipient, a message, the day it is emailed, and the buyer. What a box costs is
 * the server's (its price and one box's delivery), never the browser's.
 */
export const BuyGiftCardSchema = IssueGiftCardSchema.pick({
  recipientName: true,
  recipientEmail: true,
  message: true,
})
  .extend({
    /** "amount", or the id of the box the card buys. */
    gift: z.string({ error: "Choose an amount or a box" }).trim().min(1, "Choose an amount or a box").max(100),
    // Checked on its own (a box's form sends none), so its refusal shows with the other fields'.
    amount: z
      .string()
      .trim()
      .optional()
      .refine((typed) => typed === undefined || amountPence(typed) !== null, AMOUNT_MESSAGE),
    sendOn: IssueGiftCardSchema.shape.sendOn.refine(
      (day) => day <= addDays(todayInLondon(), MAX_SEND_AHEAD_DAYS),
      "Choose a day within a year",
    ),
    buyerName: z
      .string({ error: "Enter your name" })
      .trim()
      .min(1, "Enter your name")
      .max(100, "At most 100 characters"),
    buyerEmail: z
      .string({ error: "Enter your email" })
      .trim()
      .max(254, "At most 254 characters")
      .pipe(z.email("Enter a valid email address")),
  })
  .transform((form, ctx) => {
    if (form.gift !== "amount") return { ...form, amountPence: null, boxTypeId: form.gift };
    const pence = form.amount === undefined ? null : amountPence(form.amount);
    if (pence === null) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return { ...form, amountPence: pence, boxTypeId: null };
  });
export type BuyGiftCardForm = z.infer<typeof BuyGiftCardSchema>;

/** The amounts offered with one tap (any other amount may be typed). */
export const SUGGESTED_AMOUNTS_PENCE = [2500, 5000, 7500, 10000];
