import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import {
  EVENT_CATEGORY_COLOR_NAMES,
  EVENT_CATEGORY_COLORS,
  type EventCategoryColor,
} from '../../../../shared/constants';
import {
  type EventCategory,
  type EventCategoryInput,
  eventCategoryInputSchema,
} from '../../../../shared/event-categories';
import { TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { categoryDot, categoryStyle } from '../../events';
import { FormDialog, useAdminForm } from '../form-dialog';
import { saveCategoryMutation } from './api';

/** A category's name and colour: empty for a new one, filled in to rename or recolour one. */
export function CategoryForm({ category, onClose }: { category: EventCategory | null; onClose: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState<EventCategoryColor | null>(category?.color ?? null);
  const form = useAdminForm({
    schema: eventCategoryInputSchema,
    values: (data): EventCategoryInput => ({
      ...texts(data, ['name']),
      color: String(data.get('color') ?? '') as EventCategoryColor,
    }),
    save: useMutation(saveCategoryMutation),
    id: category?.id,
    saved: category
      ? ['Category updated', 'Its events show its new name and colour']
      : ['Category added', 'The event form offers it now'],
    failed: () => (category ? 'Failed to update category' : 'Failed to add category'),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={category ? 'Edit Category' : 'Add Category'}
      description={
        category
          ? `Every event of “${category.name}” takes the new name and colour, on the site too.`
          : 'The event form offers it after the others; the events page shows it once an event has it.'
      }
      submitLabel={category ? 'Save Category' : 'Add Category'}
    >
      <TextField
        label="Name"
        {...form.field('name')}
        defaultValue={category?.name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
        required
      />
      <ColourChoice value={color} onChange={setColor} error={form.errors.color} />
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        On its events:
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${categoryStyle(color ?? 'white')}`}
        >
          {name.trim() || 'Category'}
        </span>
      </p>
    </FormDialog>
  );
}

/** The palette as radio buttons, each a swatch with its colour's name. */
function ColourChoice({
  value,
  onChange,
  error,
}: {
  value: EventCategoryColor | null;
  onChange: (color: EventCategoryColor) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Colour</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {EVENT_CATEGORY_COLORS.map((color) => (
          <label
            key={color}
            className="relative flex items-center gap-2.5 rounded-full border border-white/15 bg-bg px-3 py-2 text-sm font-medium transition hover:border-white/40 has-[:checked]:border-cyan has-[:checked]:bg-cyan/10"
          >
            <input
              type="radio"
              name="color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              // Over the whole swatch, drawn by it: a press anywhere on it picks the colour, and
              // the focus ring goes around it.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            <span
              aria-hidden
              className={`flex size-6 shrink-0 items-center justify-center rounded-full ring-1 ring-white/20 ${categoryDot(color)}`}
            >
              {value === color && <Check size={14} strokeWidth={3} className="text-bg" />}
            </span>
            {EVENT_CATEGORY_COLOR_NAMES[color]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
