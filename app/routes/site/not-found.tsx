import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Page not found") },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
