import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import type { PageData } from "~/lib/page-data";
import { FaqList } from "../components/faq-list";
import type { loadFaqsPage } from "./faqs.server";

export function FaqsPage({ heroImage, faqs }: PageData<typeof loadFaqsPage>) {
  return (
    <main id="main">
      <PageHero image={heroImage} title="Frequently asked questions" eyebrow="FAQs" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <FaqList faqs={faqs} />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-lg">Still have a question?</p>
          <Button asChild size="lg">
            <Link to="/get-in-touch">Get in touch</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
