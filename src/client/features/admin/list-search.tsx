import { Search } from 'lucide-react';
import { useId } from 'react';

// The search box above a dashboard list. A short list loaded whole is narrowed in the browser as
// staff type (matching, below); a long one sends the search to the server.

/** Lower case without accents, so "cafe" finds "Café". */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The items whose text holds every word typed, in their order. */
export function matching<T>(items: readonly T[], typed: string, text: (item: T) => string): T[] {
  const words = searchable(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = searchable(text(item));
    return words.every((word) => haystack.includes(word));
  });
}

export function ListSearch({
  label,
  value,
  onChange,
  status,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many items are shown, or why the search cannot be made. */
  status: string;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative w-full sm:max-w-sm">
        <Search
          size={16}
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={label}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="w-full rounded-full border border-white/15 bg-bg py-2 pr-3.5 pl-9 text-sm text-text placeholder:text-muted/80 focus:border-cyan"
        />
      </div>
      {/* Said to screen readers as it changes, so a search that finds nothing is heard. */}
      <p role="status" className="text-sm text-muted sm:whitespace-nowrap">
        {status}
      </p>
    </div>
  );
}
