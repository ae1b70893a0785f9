import { LogOut, Menu, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/menu", label: "This Week's Menu" },
  { to: "/how-it-works", label: "How it Works" },
  { to: "/about-us", label: "About Us" },
  { to: "/faqs", label: "FAQs" },
  { to: "/get-in-touch", label: "Get in Touch" },
];

/** Order Now goes to the builder for signed-in users and guests, otherwise to the postcode check. */
export function useOrderNowHref(): string {
  const root = useRootData();
  return root?.user || root?.guest ? "/order" : "/postcode-check";
}

export function Logo({ variant }: { variant: "header" | "footer" }) {
  const root = useRootData();
  const shell = root?.shell;
  const image = variant === "header" ? shell?.headerLogo : shell?.footerLogo;
  const name = shell?.businessName ?? "Dabba";
  if (image) {
    return (
      <img
        src={image.url}
        alt={image.alt || name}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className="h-10 w-auto"
      />
    );
  }
  return <span className="font-display text-brand-700 text-xl font-bold tracking-tight sm:text-2xl">{name}</span>;
}

function AccountArea({ onNavigate }: { onNavigate?: () => void }) {
  const root = useRootData();
  if (root?.user) {
    const to = root.user.role === "admin" ? "/admin" : "/my-account";
    return (
      <Link
        to={to}
        onClick={onNavigate}
        aria-label={root.user.role === "admin" ? "Admin dashboard" : "My account"}
        title={root.user.email}
        className="bg-brand-600 hover:bg-brand-700 flex size-10 items-center justify-center rounded-full text-sm font-bold text-white"
      >
        {root.user.initials}
      </Link>
    );
  }
  if (root?.guest) {
    return (
      <div className="flex items-center gap-1 sm:gap-2">
        <button
          type="button"
          className="text-ink rounded-full bg-stone-200 px-3 py-1.5 text-sm font-semibold"
          onClick={() => toast("You're browsing as a guest. Log in to access your account.")}
        >
          Guest
        </button>
        <Form method="post" action="/logout">
          <Button type="submit" variant="ghost" size="sm" aria-label="Sign out" className="px-2 sm:px-3">
            <LogOut aria-hidden className="size-4 sm:hidden" />
            <span className="hidden sm:inline">Sign out</span>
          </Button>
        </Form>
      </div>
    );
  }
  return (
    <Link to="/login" onClick={onNavigate} className="text-ink hover:text-brand-700 text-sm font-semibold">
      Log In
    </Link>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const orderHref = useOrderNowHref();
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  return (
    <header data-page-header className="bg-surface/95 sticky top-0 z-40 border-b border-stone-200 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label="Home" className="shrink-0">
          <Logo variant="header" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn("hover:text-brand-700 text-sm font-medium", isActive ? "text-brand-700" : "text-ink")
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <AccountArea />
          <Button asChild className="hidden sm:inline-flex">
            <Link to={orderHref}>Order Now</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Mobile" className="bg-surface border-t border-stone-200 lg:hidden">
          <ul className="flex flex-col px-4 py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="block py-3 text-base font-medium" onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="py-3">
              <Button asChild className="w-full">
                <Link to={orderHref} onClick={() => setOpen(false)}>
                  Order Now
                </Link>
              </Button>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
