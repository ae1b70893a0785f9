import { data, Link } from "react-router";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/not-found";

// Unknown admin URLs: non-admins get the login redirect like every admin page, admins a 404.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Page not found", "Admin Dashboard") },
];

export async function loader() {
  return data(null, { status: 404 });
}

export async function action() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link to="/admin" className="text-brand-700 mt-4 inline-block font-semibold underline">
        Back to the dashboard
      </Link>
    </main>
  );
}
