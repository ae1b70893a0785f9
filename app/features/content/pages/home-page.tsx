import { Link } from "react-router";
import { Image } from "~/components/image";
import { SectionHeading } from "~/components/page-hero";
import { useOrderNowHref } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { DishCarousel } from "~/features/catalog/public";
import type { PageData } from "~/lib/page-data";
import type { loadHomePage } from "./home.server";

export const HERO_SIZES = "(min-width: 1024px) 50vw, 100vw";
export const HERO_MAX = 1280;

export function HomePage({ content, dishes, week }: PageData<typeof loadHomePage>) {
  const orderHref = useOrderNowHref();
  const hero = content.hero;
  const features = [hero["feature-1"], hero["feature-2"], hero["feature-3"]].filter(Boolean);
  return (
    <main id="main">
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:py-16 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-5">
            <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">{hero.tagline}</p>
            <h1 className="font-display text-4xl font-bold md:text-6xl">{hero["main-heading"]}</h1>
            {hero.description ? <p className="text-muted max-w-2xl text-lg">{hero.description}</p> : null}
            {features.length ? (
              <ul className="flex flex-wrap gap-2">
                {features.map((f) => (
                  <li
                    key={f}
                    className="text-brand-800 ring-brand-200 rounded-full bg-white px-3 py-1 text-sm font-medium ring-1"
                  >
                    {f}
                  </li>
                ))}
              </ul>
            ) : null}
            <Button asChild size="lg">
              <Link to={orderHref}>{hero["cta-button-text"]}</Link>
            </Button>
            <p className="text-muted text-sm">{hero.subtitle}</p>
          </div>
          <div className="bg-brand-200 aspect-[16/9] overflow-hidden rounded-2xl">
            {hero.image ? (
              <Image
                src={hero.image.url}
                alt={hero.image.alt}
                width={hero.image.width ?? 1600}
                height={hero.image.height ?? 900}
                sizes={HERO_SIZES}
                maxWidth={HERO_MAX}
                priority
                className="size-full object-cover"
              />
            ) : null}
          </div>
        </div>
      </section>

      <HeadedSection id="how-heading" heading={content.howItWorks.heading}>
        <ol className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {content.howItWorks.steps.map((step, i) => (
            <FigureItem key={i} image={step.image} rounded="rounded-full">
              <p className="text-brand-700 text-xs font-bold tracking-widest uppercase">Step {i + 1}</p>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="text-muted text-sm">{step.subtitle}</p>
            </FigureItem>
          ))}
        </ol>
        <MoreButton>
          <Link to="/how-it-works" aria-label="READ MORE about how it works">
            READ MORE
          </Link>
        </MoreButton>
      </HeadedSection>

      <HeadedSection id="included-heading" heading={content.whatsIncluded.heading} band>
        <ul className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {content.whatsIncluded.items.map((item, i) => (
            <FigureItem key={i} image={item.image} rounded="rounded-2xl">
              <h3 className="text-lg font-semibold">{item.title}</h3>
            </FigureItem>
          ))}
        </ul>
        <MoreButton>
          <Link to="/faqs">GOT MORE QUESTIONS?</Link>
        </MoreButton>
      </HeadedSection>

      <HeadedSection id="philosophy-heading" heading={content.philosophy.heading}>
        <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-3">
          {content.philosophy.items.map((item, i) => (
            <li key={i} className="bg-brand-50 flex flex-col items-center gap-3 rounded-2xl p-5 text-center">
              <Figure image={item.image} sizes="96px" className="size-20 rounded-full" />
              <h3 className="text-base font-semibold">{item.title}</h3>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section aria-labelledby="dishes-heading" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-4">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div>
              <SectionHeading id="dishes-heading">OUR DISHES THIS WEEK ...</SectionHeading>
              {week ? (
                <p className="text-muted mt-1">
                  {week.label}: {week.cuisines.join(" and ")}
                </p>
              ) : null}
            </div>
            <Button asChild variant="outline">
              <Link to="/menu" aria-label="READ MORE about this week's menu">
                READ MORE
              </Link>
            </Button>
          </div>
          {dishes.length ? (
            <DishCarousel dishes={dishes} label="Our dishes this week" />
          ) : (
            <p className="bg-brand-50 text-muted rounded-xl p-8 text-center">
              No dishes are currently available. Please check back later!
            </p>
          )}
        </div>
      </section>
    </main>
  );
}

type FigureImage = { url: string; alt: string; width: number | null; height: number | null } | null;

/**
 * A home page section under a centred heading: on the page's own width, or (`band`) on a white
 * band the full width of the page.
 */
function HeadedSection({
  id,
  heading,
  band = false,
  children,
}: {
  id: string;
  heading: string;
  band?: boolean;
  children: React.ReactNode;
}) {
  const body = (
    <>
      <SectionHeading id={id} className="text-center">
        {heading}
      </SectionHeading>
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={id} className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4">{body}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14">
      {body}
    </section>
  );
}

/** The large centred outline button under a section. */
function MoreButton({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-8 flex justify-center">
      <Button asChild variant="outline" size="lg">
        {children}
      </Button>
    </div>
  );
}

/** A list item under a square picture a quarter of the row wide (half on small screens). */
function FigureItem({ image, rounded, children }: { image: FigureImage; rounded: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-3 text-center">
      <Figure
        image={image}
        sizes="(min-width: 1024px) 25vw, 50vw"
        className={`aspect-square w-full max-w-56 ${rounded}`}
      />
      {children}
    </li>
  );
}

function Figure({ image, sizes, className }: { image: FigureImage; sizes: string; className: string }) {
  return (
    <div className={`bg-brand-100 overflow-hidden ${className}`}>
      {image ? (
        <Image
          src={image.url}
          alt={image.alt}
          width={image.width ?? 600}
          height={image.height ?? 600}
          sizes={sizes}
          maxWidth={640}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
