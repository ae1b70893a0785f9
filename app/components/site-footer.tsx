import { Link } from "react-router";
import { Logo, useOrderNowHref } from "~/components/site-header";
import { useRootData } from "~/root";

export function SiteFooter() {
  const root = useRootData();
  const orderHref = useOrderNowHref();
  const shell = root?.shell;
  const links = [
    { to: "/about-us", label: "About Us" },
    { to: "/how-it-works", label: "How it Works" },
    { to: "/menu", label: "This Week's Menu" },
    { to: orderHref, label: "Order Now" },
    { to: "/gift-cards", label: "Gift Cards" },
    { to: "/faqs", label: "FAQs" },
    { to: "/get-in-touch", label: "Get in Touch" },
    { to: "/my-account", label: "My Account" },
    { to: "/privacy-policy", label: "Privacy Policy" },
    { to: "/terms-of-service", label: "Terms of Service" },
    { to: "/user-deletion", label: "User Data Deletion" },
  ];
  return (
    <footer className="bg-brand-900 text-brand-50 mt-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Link to="/" aria-label="Home" className="bg-brand-50 w-fit rounded px-2 py-1">
            <Logo variant="footer" />
          </Link>
          <p className="text-sm font-semibold tracking-widest">{shell?.tagline}</p>
        </div>
        <nav aria-label="Footer" className="md:col-span-1">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shell?.socialLinks.length ? (
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-widest uppercase">Follow us</h2>
            <ul className="flex flex-wrap gap-3 text-sm">
              {shell.socialLinks.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.url}
                    className="hover:underline"
                    rel="noopener noreferrer"
                    target={link.key === "email" ? undefined : "_blank"}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-brand-800 text-brand-200 border-t py-4 text-center text-xs">
        © {new Date().getFullYear()} {shell?.businessName}
      </p>
    </footer>
  );
}
