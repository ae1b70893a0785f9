import { data, Form, useFetcher, useSubmit } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { listUsers, RoleChangeError, setUserRole, UserFiltersSchema } from "~/features/accounts/admin-users.server";
import { logger } from "~/lib/logger.server";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/users";
import { currentAdmin } from "~/features/accounts/admin-gate.server";

export const meta: Route.MetaFunction = () => [{ title: "User Management | Admin Dashboard" }];

const RoleChangeSchema = z.object({ userId: z.string().min(1), role: z.enum(["admin", "user"]) });

const createdFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = currentAdmin(context);
  const filters = UserFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listUsers(filters);
  return {
    ...list,
    users: list.users.map((u) => ({
      ...u,
      created: createdFormat.format(u.createdAt),
      createdAt: u.createdAt.toISOString(),
    })),
    filters,
    currentUserId: admin.id,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = RoleChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      {
        toast: { type: "error", title: "Error", description: "Failed to update user role" },
      } satisfies AdminActionResult,
      { status: 400 },
    );
  }
  try {
    await setUserRole(parsed.data.userId, parsed.data.role);
    return {
      ok: true,
      toast: { type: "success", title: `User role updated to ${parsed.data.role}` },
    } satisfies AdminActionResult;
  } catch (error) {
    if (!(error instanceof RoleChangeError)) logger.error({ err: error }, "role change failed");
    const description = error instanceof RoleChangeError ? error.message : "Failed to update user role";
    return data({ toast: { type: "error", title: "Error", description } } satisfies AdminActionResult, {
      status: error instanceof RoleChangeError ? 409 : 500,
    });
  }
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error" description="Failed to fetch users" />;
}

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, filters, currentUserId } = loaderData;
  const submit = useSubmit();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading title="User Management" description={`${total} ${total === 1 ? "user" : "users"}`} />
      <Form
        method="get"
        role="search"
        aria-label="Filter users"
        className="mb-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName === "SELECT")
            submit(event.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="users-q">Search</Label>
          <Input id="users-q" name="q" type="search" placeholder="Name, email or id" defaultValue={filters.q ?? ""} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="users-role">Role</Label>
          <NativeSelect id="users-role" name="role" defaultValue={filters.role ?? ""} key={filters.role ?? ""}>
            <option value="">All roles</option>
            <option value="admin">Admin</option>
            <option value="user">User</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="users-sort">Sort by</Label>
          <NativeSelect id="users-sort" name="sort" defaultValue={filters.sort} key={filters.sort}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="email">Email</option>
            <option value="name">Name</option>
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {users.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          No users found
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Users and their roles</caption>
            <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  ID
                </th>
                <th scope="col" className="px-4 py-3">
                  First name
                </th>
                <th scope="col" className="px-4 py-3">
                  Last name
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
                <th scope="col" className="px-4 py-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {users.map((u) => (
                <UserRowView key={u.id} user={u} isSelf={u.id === currentUserId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Users" />
    </main>
  );
}

function UserRowView({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher);
  const updating = fetcher.state !== "idle";
  const pendingRole = fetcher.formData?.get("role");
  const role = pendingRole === "admin" || pendingRole === "user" ? pendingRole : user.role;
  const noName = !user.firstName && !user.lastName;
  const who = user.email ?? user.id.slice(0, 8);
  return (
    <tr aria-busy={updating || undefined}>
      <td className="px-4 py-3 font-mono text-xs" title={user.id}>
        {user.id.slice(0, 8)}
      </td>
      {noName ? (
        <td colSpan={2} className="text-muted px-4 py-3 italic">
          No name
        </td>
      ) : (
        <>
          <td className="px-4 py-3">{user.firstName ?? ""}</td>
          <td className="px-4 py-3">{user.lastName ?? ""}</td>
        </>
      )}
      <td className="px-4 py-3">{user.email ?? <span className="text-muted italic">No email</span>}</td>
      <td className="px-4 py-3">
        <Badge variant={role === "admin" ? "default" : "muted"}>{role}</Badge>
        {isSelf ? <span className="text-muted ml-2 text-xs">(you)</span> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={user.createdAt}>{user.created}</time>
      </td>
      <td className="px-4 py-3">
        {role !== "admin" ? (
          <Button
            size="sm"
            variant="outline"
            disabled={updating}
            onClick={() => fetcher.submit({ userId: user.id, role: "admin" }, { method: "post" })}
          >
            {updating ? "Updating..." : "Make Admin"}
            <span className="sr-only"> for {who}</span>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={updating}
            onClick={() => fetcher.submit({ userId: user.id, role: "user" }, { method: "post" })}
          >
            {updating ? "Updating..." : "Make User"}
            <span className="sr-only"> for {who}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
