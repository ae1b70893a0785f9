import { Form, Link, Outlet } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/session.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

// A parent loader does not protect its children: every admin route calls requireAdmin() too.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to="/admin" className="font-display text-lg font-bold text-brand-700">
            Admin Dashboard
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-muted sm:inline">{loaderData.email}</span>
            <Link to="/" className="font-medium hover:text-brand-700">
              View Website
            </Link>
            <Form method="post" action="/logout">
              <Button type="submit" variant="outline" size="sm">
                Sign Out
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
