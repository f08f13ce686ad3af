import type { ReactNode } from 'react';

/** A titled box of a member's page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `member-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-surface p-5 sm:p-6">
      <h3 id={id} className="mb-4 font-display text-2xl tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}
