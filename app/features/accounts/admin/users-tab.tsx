import { useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { AdminTable } from "~/components/admin/admin-table";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { Pagination } from "~/components/admin/pagination";
import { FilterForm, FilterSelect, SearchField } from "~/components/admin/filter-form";
import { TabPage } from "~/components/admin/tab-heading";
import { SelectOptions } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { GiveCreditButton } from "~/features/wallet/public";
import { formatPence } from "~/lib/money";
import type { loadUsersTab } from "./users.server";

type UsersTabData = Awaited<ReturnType<typeof loadUsersTab>>;
type UserRow = UsersTabData["users"][number];

const COLUMNS = ["ID", "First name", "Last name", "Email", "Role", "Store credit", "Created", "Actions"];

const ROLES = [
  { value: "", label: "All roles" },
  { value: "admin", label: "Admin" },
  { value: "user", label: "User" },
];

const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "email", label: "Email" },
  { value: "name", label: "Name" },
];

export function UsersTab({ users, total, page, pageCount, filters, currentUserId }: UsersTabData) {
  return (
    <TabPage title="User Management" description={`${total} ${total === 1 ? "user" : "users"}`}>
      <FilterForm
        label="Filter users"
        className="mb-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <SearchField label="Search" id="users-q" name="q" placeholder="Name, email or id" value={filters.q} />
        <FilterSelect label="Role" id="users-role" name="role" value={filters.role}>
          <SelectOptions options={ROLES} />
        </FilterSelect>
        <FilterSelect label="Sort by" id="users-sort" name="sort" value={filters.sort}>
          <SelectOptions options={SORTS} />
        </FilterSelect>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </FilterForm>
      {users.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <AdminTable caption="Users and their roles" columns={COLUMNS}>
          {users.map((u) => (
            <UserRowView key={u.id} user={u} isSelf={u.id === currentUserId} />
          ))}
        </AdminTable>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Users" />
    </TabPage>
  );
}

function UserRowView({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher);
  const updating = fetcher.state !== "idle";
  const pendingRole = fetcher.formData?.get("role");
  const role = pendingRole === "admin" || pendingRole === "user" ? pendingRole : user.role;
  const nextRole = role === "admin" ? "user" : "admin";
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
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatPence(user.creditPence)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={user.createdAt}>{user.created}</time>
      </td>
      <td className="flex flex-wrap gap-2 px-4 py-3">
        <Button
          size="sm"
          variant="outline"
          disabled={updating}
          onClick={() => fetcher.submit({ userId: user.id, role: nextRole }, { method: "post" })}
        >
          {updating ? "Updating..." : nextRole === "admin" ? "Make Admin" : "Make User"}
          <span className="sr-only"> for {who}</span>
        </Button>
        <GiveCreditButton userId={user.id} who={who} />
      </td>
    </tr>
  );
}
