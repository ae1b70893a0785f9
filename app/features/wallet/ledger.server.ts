import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type CREDIT_REASONS, creditMovements } from "~/db/schema/wallet";
import { db, transaction } from "~/lib/db.server";

/**
 * A customer's store credit (decision 043): a ledger of movements, money in positive, money spent
 * negative. The balance is always the sum of the customer's rows; every write that depends on it
 * (a spend, a reversal) takes the customer's lock first, so two checkouts never spend the same pound.
 */
export type CreditReason = (typeof CREDIT_REASONS)[number];

export interface CreditMovement {
  id: string;
  amountPence: number;
  reason: CreditReason;
  note: string;
  orderId: string | null;
  createdAt: Date;
  /** The balance once this movement was made. */
  balanceAfterPence: number;
}

/**
 * Takes the customer's credit lock until the current transaction ends (a transaction-scoped
 * advisory lock: nothing to release, and a rollback frees it). Call it inside `transaction()`.
 */
export async function lockCredit(userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${"credit:" + userId}))`);
}

/** The customer's store credit in pence: the sum of their movements (0 when none). */
export async function creditBalance(userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${creditMovements.amountPence})` })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId));
  return Number(row?.total ?? 0);
}

/** A customer's movements, oldest first. */
function movementRows(userId: string) {
  return db
    .select({
      id: creditMovements.id,
      amountPence: creditMovements.amountPence,
      reason: creditMovements.reason,
      note: creditMovements.note,
      orderId: creditMovements.orderId,
      createdAt: creditMovements.createdAt,
    })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId))
    .orderBy(asc(creditMovements.seq));
}

/** The customer's movements, newest first, each with the balance it left. */
export async function creditMovementsOf(userId: string): Promise<CreditMovement[]> {
  let balance = 0;
  const withBalance = (await movementRows(userId)).map((row) => ({
    ...row,
    balanceAfterPence: (balance += row.amountPence),
  }));
  return withBalance.reverse();
}

export interface AddCredit {
  userId: string;
  /** Positive whole pence. */
  amountPence: number;
  reason: CreditReason;
  note: string;
  orderId?: string | null;
  adminId?: string | null;
}

/** Credit in: a grant, a refund as credit, a reversal. Refuses anything but positive whole pence. */
export async function addCredit(input: AddCredit) {
  if (!Number.isInteger(input.amountPence) || input.amountPence <= 0)
    throw new Error(`store credit is added in positive whole pence, not ${input.amountPence}`);
  const [row] = await db
    .insert(creditMovements)
    .values({
      userId: input.userId,
      amountPence: input.amountPence,
      reason: input.reason,
      note: input.note,
      orderId: input.orderId ?? null,
      adminId: input.adminId ?? null,
    })
    .returning();
  return row;
}

export interface SpendCredit {
  userId: string;
  wantedPence: number;
  reason: "checkout" | "renewal";
  orderId: string;
  /** What the customer reads in My account, e.g. "Paid towards order TIF-1234". */
  note: string;
}

/**
 * Spends up to `wantedPence` of the customer's credit towards an order, under the customer's lock
 * (in the caller's transaction when there is one): returns the pence taken, min(balance, wanted);
 * 0 writes nothing. The balance never goes below zero.
 */
export async function spendCredit(input: SpendCredit): Promise<number> {
  if (!Number.isInteger(input.wantedPence) || input.wantedPence < 0)
    throw new Error(`store credit is spent in whole pence, not ${input.wantedPence}`);
  return transaction(async () => {
    await lockCredit(input.userId);
    const taken = Math.min(await creditBalance(input.userId), input.wantedPence);
    if (taken <= 0) return 0;
    await db.insert(creditMovements).values({
      userId: input.userId,
      amountPence: -taken,
      reason: input.reason,
      note: input.note,
      orderId: input.orderId,
    });
    return taken;
  });
}

/**
 * What of these orders was given back as store credit (credit notes' source), oldest first: their
 * `refund` movements (a refund as credit: the card's part) and their `reversal` movements (what
 * credit paid of an order comes back when it is refunded, either way). A refunded order's sum is
 * what its credit note gives back as credit; the rest went back to the card.
 */
export async function creditRefunds(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      id: creditMovements.id,
      orderId: creditMovements.orderId,
      reason: creditMovements.reason,
      amountPence: creditMovements.amountPence,
      createdAt: creditMovements.createdAt,
    })
    .from(creditMovements)
    .where(and(inArray(creditMovements.orderId, orderIds), inArray(creditMovements.reason, ["refund", "reversal"])))
    .orderBy(asc(creditMovements.seq));
  return rows.map((row) => ({ ...row, orderId: row.orderId! }));
}

/**
 * Gives back what an order spent of its customer's credit (its checkout and renewal movements,
 * less what was given back already), e.g. when the unpaid order is cancelled. Idempotent: a second
 * call finds nothing left to give back. Returns the pence given back.
 */
export async function reverseCreditFor(orderId: string, note = "Credit given back: the order was cancelled") {
  return transaction(async () => {
    const owners = await db
      .selectDistinct({ userId: creditMovements.userId })
      .from(creditMovements)
      .where(eq(creditMovements.orderId, orderId))
      .orderBy(asc(creditMovements.userId));
    let given = 0;
    for (const { userId } of owners) {
      await lockCredit(userId);
      const [row] = await db
        .select({
          owed: sql<string | null>`-sum(${creditMovements.amountPence})`,
        })
        .from(creditMovements)
        .where(
          and(
            eq(creditMovements.orderId, orderId),
            eq(creditMovements.userId, userId),
            inArray(creditMovements.reason, ["checkout", "renewal", "reversal"]),
          ),
        );
      const owed = Number(row?.owed ?? 0);
      if (owed <= 0) continue;
      await addCredit({ userId, amountPence: owed, reason: "reversal", note, orderId });
      given += owed;
    }
    return given;
  });
}

/** Every movement of a customer, oldest first, for their data download. */
export async function creditDataOf(userId: string) {
  return (await movementRows(userId)).map(({ id: _id, ...row }) => row);
}

/** The balances of these customers (0 for those with no movements), by user id. */
export async function creditBalancesOf(userIds: string[]): Promise<Map<string, number>> {
  const balances = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return balances;
  const rows = await db
    .select({ userId: creditMovements.userId, total: sql<string>`sum(${creditMovements.amountPence})` })
    .from(creditMovements)
    .where(inArray(creditMovements.userId, userIds))
    .groupBy(creditMovements.userId);
  for (const row of rows) balances.set(row.userId, Number(row.total));
  return balances;
}
