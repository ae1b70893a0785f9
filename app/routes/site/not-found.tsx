import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
