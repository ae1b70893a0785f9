import type { SubmissionResult } from "@conform-to/react";
import { Mail, MessageCircle, UserRound } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PageHero } from "~/components/page-hero";
import { ContactForm } from "~/features/messaging/public";
import type { PageData } from "~/lib/page-data";
import type { loadGetInTouchPage } from "./get-in-touch.server";

/** Lucide has no brand icons: the Instagram glyph drawn the same way (24 px, 2 px stroke). */
function Instagram(props: React.ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
    </svg>
  );
}

const circle =
  "flex size-20 items-center justify-center rounded-full bg-brand-600 text-white transition-colors group-hover:bg-brand-700";

export function GetInTouchPage({
  instagram,
  whatsapp,
  email,
  heroImage,
  actionData,
}: PageData<typeof loadGetInTouchPage> & { actionData?: { result: SubmissionResult<string[]> } }) {
  // A new location (the redirect after a successful send) starts a fresh, empty form.
  const { key } = useLocation();
  const external = [
    instagram ? { href: instagram, label: "Instagram", icon: Instagram, newTab: true } : null,
    whatsapp ? { href: whatsapp, label: "Whatsapp", icon: MessageCircle, newTab: true } : null,
    { href: `mailto:${email}`, label: "Email", icon: Mail, newTab: false },
  ].filter((l) => l !== null);
  return (
    <main id="main">
      <PageHero image={heroImage} title="Get in touch" eyebrow="We'd love to hear from you" />
      <section aria-label="Ways to reach us" className="mx-auto max-w-4xl px-4 py-12">
        <ul className="flex flex-wrap justify-center gap-8">
          {external.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className="group flex flex-col items-center gap-2 rounded-lg font-semibold"
                {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                <span className={circle}>
                  <link.icon aria-hidden className="size-8" />
                </span>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <Link to="/my-account" className="group flex flex-col items-center gap-2 rounded-lg font-semibold">
              <span className={circle}>
                <UserRound aria-hidden className="size-8" />
              </span>
              Your Account
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="message-heading" className="mx-auto max-w-2xl px-4 pb-12">
        <h2 id="message-heading" className="font-display text-3xl font-bold">
          Send us a message
        </h2>
        <p className="text-muted mt-2 mb-6">We usually reply within a day.</p>
        <ContactForm key={key} lastResult={actionData?.result} />
      </section>
    </main>
  );
}
