import { type ReactNode, useId } from 'react';

/** One part of the member area: a card with its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-5 rounded-3xl border border-white/10 bg-surface p-6 sm:p-8"
    >
      <h2 id={id} className="font-display text-3xl tracking-wide">
        {title}
      </h2>
      {children}
    </section>
  );
}
