import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { transaction } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import { GiveCreditSchema } from "../grant-schemas";
import { addCredit, creditBalance } from "../ledger.server";

/**
 * The Users tab's "Give credit": adds the owner's grant to the customer's store credit, the admin
 * named on it. Answers with the new balance in the toast; a refused form answers 400 with why.
 */
export function giveCreditFromForm(form: FormData, adminId: string) {
  const parsed = GiveCreditSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return failed("Credit not given", { description: parsed.error.issues[0]?.message ?? "Please check the form" });
  const { userId, amount, note } = parsed.data;
  return attempt(
    "Credit not given",
    () =>
      transaction(async () => {
        await addCredit({ userId, amountPence: amount, reason: "grant", note, adminId });
        return creditBalance(userId);
      }),
    (balance) =>
      succeeded({
        title: `${formatPence(amount)} store credit given`,
        description: `Their store credit is now ${formatPence(balance)}.`,
      }),
  );
}
