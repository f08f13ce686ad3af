import type { ReactNode } from 'react';

/** The heading block at the top of an inner page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-[1280px] px-4 pt-14 pb-8 text-center sm:px-6">
      <h1 className="font-display text-5xl tracking-wide text-text text-glow-pink sm:text-7xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-muted">{children}</div>}
    </div>
  );
}
