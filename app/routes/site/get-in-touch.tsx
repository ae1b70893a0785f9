import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES } from "~/components/page-hero";
import { GetInTouchPage } from "~/features/content/pages/get-in-touch-page";
import { getInTouchAction, loadGetInTouchPage } from "~/features/content/pages/get-in-touch.server";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/get-in-touch";

export const loader = () => loadGetInTouchPage();

export const action = ({ request }: Route.ActionArgs) => getInTouchAction(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "Get in touch") }];
  return [
    ...seoMeta({
      ...loaderData.seo,
      title: `Get in touch | ${loaderData.seo.siteName}`,
      description: `Questions about an order, catering or delivery? Message ${loaderData.seo.siteName} on Instagram, WhatsApp or email, or send us a message here.`,
    }),
    ...(loaderData.heroImage
      ? [imagePreload(loaderData.heroImage.url, loaderData.heroImage.width ?? 1600, HERO_SIZES, HERO_MAX_WIDTH)]
      : []),
  ];
};

export default function GetInTouch({ loaderData, actionData }: Route.ComponentProps) {
  return <GetInTouchPage {...loaderData} actionData={actionData} />;
}
