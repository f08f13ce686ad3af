import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A search box with its magnifier and a label screen readers hear (the placeholder is no label):
 * a `name="q"` field of a GET form, so it searches before the page's script has loaded.
 */
export function SearchField({
  id,
  label,
  ...input
}: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        size={18}
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        {...input}
        className="h-12 w-full rounded-full border border-white/15 bg-surface pr-4 pl-11 text-text placeholder:text-muted/80 focus:border-cyan/70"
      />
    </div>
  );
}
