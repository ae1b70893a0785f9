import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { ImagesTab } from "~/features/content/admin/images-tab";
import { imagesAction, loadImagesTab } from "~/features/content/admin/images.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Images", "Admin Dashboard") }];

export const loader = ({ request }: Route.LoaderArgs) => loadImagesTab(request);

export const action = ({ request }: Route.ActionArgs) => imagesAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error" description="Failed to fetch images" />;
}

export default function Images({ loaderData }: Route.ComponentProps) {
  return <ImagesTab {...loaderData} />;
}
