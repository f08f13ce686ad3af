import { STORE_CATEGORIES } from '../../../shared/constants';

const choices: { label: string; value: string | null }[] = [
  { label: 'All', value: null },
  ...STORE_CATEGORIES.map((category) => ({ label: category, value: category })),
];

/** Toggle buttons for the store categories; the pressed one is the category in the URL. */
export function CategoryFilter({
  category,
  onChange,
}: {
  category: string | null;
  onChange: (category: string | null) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Category</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const pressed = choice.value === category;
          return (
            <button
              key={choice.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(choice.value)}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition ${
                pressed
                  ? 'border-pink bg-pink text-bg shadow-glow-pink'
                  : 'border-white/15 text-muted hover:border-pink/60 hover:text-text'
              }`}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
