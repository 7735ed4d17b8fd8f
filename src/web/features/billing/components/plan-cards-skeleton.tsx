/** Where the plan cards will be, while the plans load. */
export function PlanCardsSkeleton({ id }: { id: string }) {
  return (
    <section id={id} aria-label="Plans" aria-busy="true" className="flex flex-col gap-5">
      <p className="sr-only">Loading plans...</p>
      <div className="h-7 w-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      <div className="grid gap-5 md:grid-cols-2" aria-hidden="true">
        {[0, 1].map((card) => (
          <div
            key={card}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <div className="h-6 w-32 animate-pulse rounded bg-slate-100" />
            <div className="h-10 w-40 animate-pulse rounded bg-slate-100" />
            {[0, 1, 2, 3, 4].map((line) => (
              <div key={line} className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
            ))}
            <div className="mt-3 h-12 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ))}
      </div>
    </section>
  );
}
