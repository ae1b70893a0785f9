import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/**
 * On every back-office page while a weekend near its cutoff has subscribers due and no published
 * menu (decision 028): one sentence per weekend and the way to Weekly Cuisines.
 */
export function MenuAlertBanner({ alerts }: { alerts: string[] }) {
  if (alerts.length === 0) return null;
  return (
    <div role="status" className="border-t border-amber-300 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          {alerts.map((alert) => (
            <p key={alert}>{alert}</p>
          ))}
          <Link to="/admin/weekly-cuisines" className="self-start font-medium underline underline-offset-2">
            Publish in Weekly Cuisines
          </Link>
        </div>
      </div>
    </div>
  );
}
