import { Link, NavLink, Outlet, useLocation } from "react-router";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { SignOutButton } from "~/components/sign-out-button";
import { adminGate, currentAdmin } from "~/features/accounts/admin-gate.server";
import { MenuAlertBanner } from "~/features/subscriptions/admin/components/menu-alert-banner";
import { menuAlertText, unpublishedWeekendsDue } from "~/features/subscriptions/public.server";
import { cn } from "~/lib/utils";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/layout";
import { ADMIN_TABS } from "./tabs";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Admin Dashboard") },
  { name: "robots", content: "noindex" },
];

// The gate runs for every admin loader, action and resource route below this layout.
export const middleware: Route.MiddlewareFunction[] = [adminGate];

export async function loader({ context }: Route.LoaderArgs) {
  // Subscribers due a box on a weekend with no published menu, 48 hours before its cutoff.
  const menuAlerts = (await unpublishedWeekendsDue()).map(menuAlertText);
  return { email: currentAdmin(context).email, menuAlerts };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-stone-50">
      <header data-page-header className="border-b border-stone-200 bg-white">
        {/* One row on a phone too: the title is "Admin" there (its full name stays for screen readers). */}
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <Link to="/admin" className="font-display text-brand-700 shrink-0 text-lg font-bold whitespace-nowrap">
            Admin<span className="max-sm:sr-only"> Dashboard</span>
          </Link>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="text-muted hidden truncate sm:inline">{loaderData.email}</span>
            <Link to="/" className="hover:text-brand-700 font-medium whitespace-nowrap">
              View Website
            </Link>
            <SignOutButton size="sm" />
          </div>
        </div>
        {/* The tabs scroll sideways on a narrow screen, shaded where more are; the current one is kept in view. */}
        <nav aria-label="Admin sections" className="mx-auto max-w-7xl">
          <HorizontalScroll reveal='[aria-current="page"]' revealKey={pathname} scrollerClassName="px-4">
            <ul className="flex min-w-max gap-1">
              {ADMIN_TABS.map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end={tab.to === "/admin"}
                    prefetch="intent"
                    className={({ isActive }) =>
                      cn(
                        "-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
                        isActive
                          ? "border-brand-600 text-brand-800"
                          : "text-muted hover:text-ink border-transparent hover:border-stone-300",
                      )
                    }
                  >
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </HorizontalScroll>
        </nav>
        <MenuAlertBanner alerts={loaderData.menuAlerts} />
      </header>
      <Outlet />
    </div>
  );
}
