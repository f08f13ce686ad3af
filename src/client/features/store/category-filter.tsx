import { Link } from 'wouter';
import { STORE_CATEGORIES } from '../../../shared/constants';

const choices: { label: string; value: string | null }[] = [
  { label: 'All', value: null },
  ...STORE_CATEGORIES.map((category) => ({ label: category, value: category })),
];

/**
 * The store categories as links to the store showing that category (the search and sort kept),
 * so they work before the page's script has loaded, or without it; once hydrated, a chip changes
 * the grid without a reload. The current one is the category in the URL.
 */
export function CategoryFilter({
  category,
  hrefOf,
}: {
  category: string | null;
  /** The address of the store showing a category (null: all of them). */
  hrefOf: (category: string | null) => string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Category</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const current = choice.value === category;
          return (
            <Link
              key={choice.label}
              href={hrefOf(choice.value)}
              aria-current={current ? 'page' : undefined}
              // The category shown already: no second history entry for it.
              onClick={current ? (event) => event.preventDefault() : undefined}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition ${
                current
                  ? 'border-pink bg-pink text-bg shadow-glow-pink'
                  : 'border-white/15 text-muted hover:border-pink/60 hover:text-text'
              }`}
            >
              {choice.label}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}
