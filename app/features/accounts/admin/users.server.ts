import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { profiles, user } from "~/db/schema/auth";
import { attempt, failed, succeeded, UserFacingError } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent } from "~/lib/intents.server";
import { ADMIN_PAGE_SIZE, pageWindow } from "~/lib/admin-lists";
import { creditBalancesOf, giveCreditFromForm } from "~/features/wallet/public.server";

/** The admin user list row of the spec: id, first_name, last_name, email, role, created_at. */
export interface AdminUserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: "admin" | "user";
  createdAt: Date;
}

export const UserFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(["admin", "user"]).optional().catch(undefined),
  sort: z.enum(["newest", "oldest", "email", "name"]).default("newest").catch("newest"),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type UserFilters = z.output<typeof UserFiltersSchema>;

const ORDER: Record<UserFilters["sort"], SQL[]> = {
  newest: [desc(user.createdAt), asc(user.id)],
  oldest: [asc(user.createdAt), asc(user.id)],
  email: [asc(user.email), asc(user.id)],
  name: [asc(profiles.firstName), asc(profiles.lastName), asc(user.email)],
};

export async function listUsers(filters: UserFilters) {
  const conditions: SQL[] = [];
  if (filters.q) {
    const like = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(user.email, like),
        ilike(user.name, like),
        ilike(profiles.firstName, like),
        ilike(profiles.lastName, like),
        ilike(user.id, like),
      )!,
    );
  }
  if (filters.role) conditions.push(eq(user.role, filters.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, ADMIN_PAGE_SIZE);
  const rows = await db
    .select({
      id: user.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(...ORDER[filters.sort])
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const users: AdminUserRow[] = rows.map((r) => ({
    ...r,
    email: r.email || null,
    role: r.role === "admin" ? "admin" : "user",
  }));
  return { users, total, page, pageCount };
}

/** A refused role change (the user is gone, or is the last admin): answered 409 with its message. */
export class RoleChangeError extends UserFacingError {
  constructor(message: string) {
    super(message, 409);
  }
}

/**
 * Promotes (admin) or demotes (user) an account. The last admin cannot be demoted, so the
 * back-office can never be locked. The role lives on the auth user (checked on every request).
 */
export async function setUserRole(userId: string, role: "admin" | "user"): Promise<void> {
  await db.transaction(async () => {
    const [target] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw new RoleChangeError("User not found");
    if (target.role === role) return;
    if (role === "user") {
      const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
      if (admins.length <= 1)
        throw new RoleChangeError("The last admin cannot be made a user: make someone else an admin first");
    }
    await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}

const RoleChangeSchema = z.object({ userId: z.string().min(1).max(64), role: z.enum(["admin", "user"]) });

const createdFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/** The Users tab: a page of users for the filters in the URL; `currentUserId` is the admin's own. */
export async function loadUsersTab(request: Request, currentUserId: string) {
  const filters = UserFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listUsers(filters);
  const credit = await creditBalancesOf(list.users.map((u) => u.id));
  return {
    ...list,
    users: list.users.map((u) => ({
      ...u,
      creditPence: credit.get(u.id) ?? 0,
      created: createdFormat.format(u.createdAt),
      createdAt: u.createdAt.toISOString(),
    })),
    filters,
    currentUserId,
  };
}

/** The Make Admin / Make User buttons: set the account's role. */
function setRoleFromForm(formData: FormData) {
  const parsed = RoleChangeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed("Error", { description: "Failed to update user role" });
  const { userId, role } = parsed.data;
  return attempt(
    "Error",
    () => setUserRole(userId, role),
    () => succeeded(`User role updated to ${role}`),
    { description: "Failed to update user role" },
  );
}

/**
 * The Users tab's Make Admin / Make User buttons (they post no intent) and its "Give credit"
 * (store credit, by `adminId`).
 */
export function usersAction(request: Request, adminId: string) {
  return dispatchIntent(
    request,
    { "set-role": setRoleFromForm, "give-credit": (form) => giveCreditFromForm(form, adminId) },
    { fallback: "set-role" },
  );
}
