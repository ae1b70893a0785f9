import { Link } from "react-router";

export function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <p className="text-brand-600 text-6xl font-bold">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link className="text-brand-700 font-semibold underline underline-offset-4" to="/">
        Return to Home
      </Link>
    </main>
  );
}
