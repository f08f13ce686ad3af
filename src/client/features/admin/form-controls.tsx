import { Switch } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { TextField } from '../../components/ui/text-field';

// The admin forms' own controls; their text fields, lists and text areas are the site's
// (components/ui/text-field.tsx).

/** A price typed in dollars and cents (the form turns it into cents). */
export function PriceField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" min={0} step={0.01} inputMode="decimal" {...props} />;
}

/** A labelled checkbox for a form's flags (a product's, an event's "Time to be announced"). */
export function CheckboxField({
  label,
  name,
  defaultChecked,
  onCheckedChange,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-white/10 bg-bg px-3 py-2.5 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        onChange={onCheckedChange && ((e) => onCheckedChange(e.target.checked))}
        className="size-4 accent-pink"
      />
      {label}
    </label>
  );
}

/** An on/off switch, e.g. a sponsor's Active status. */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  description,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description: string;
  /** Shown but not changeable here (the description says why). */
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-white/10 bg-bg px-3.5 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs text-muted">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="relative h-7 w-12 shrink-0 rounded-full border border-white/20 bg-white/10 transition disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-teal data-[state=checked]:bg-teal"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-text transition data-[state=checked]:translate-x-6 data-[state=checked]:bg-bg" />
      </Switch.Root>
    </div>
  );
}
