import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** The error state of an admin tab: the spec's "Error loading data" message and a way back. */
export function AdminErrorBoundary({ title, description }: { title: string; description: string }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <h1 className="text-xl font-bold text-red-900">{title}</h1>
        <p className="mt-2 text-red-900">{description}</p>
        <p className="mt-4 text-sm">
          <Link to="." reloadDocument className="text-brand-700 font-semibold underline">
            Try again
          </Link>{" "}
          or go back to the{" "}
          <Link to="/admin" className="text-brand-700 font-semibold underline">
            dashboard
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
