import { TitledCard } from "~/components/ui/card";
import { formatPence } from "~/lib/money";

export interface StoreCreditView {
  balancePence: number;
  /** Newest first. */
  movements: Array<{ id: string; date: string; dateTime: string; text: string; amountPence: number }>;
}

/** My account's Store credit: the balance, then every movement (date, what, + or − amount). */
export function StoreCredit({ balancePence, movements }: StoreCreditView) {
  return (
    <section aria-label="Store credit">
      <TitledCard title="Store credit">
        {movements.length === 0 ? (
          <p className="text-muted">You have no store credit.</p>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold" data-testid="credit-balance">
              {formatPence(balancePence)} store credit
            </p>
            <ul className="flex flex-col divide-y divide-stone-200 text-sm">
              {movements.map((m) => (
                <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="flex flex-col">
                    <span>{m.text}</span>
                    <time className="text-muted text-xs" dateTime={m.dateTime}>
                      {m.date}
                    </time>
                  </span>
                  <span className={`font-medium tabular-nums ${m.amountPence > 0 ? "text-green-800" : ""}`}>
                    {m.amountPence > 0 ? "+" : "−"}
                    {formatPence(Math.abs(m.amountPence))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </TitledCard>
    </section>
  );
}
