import { Switch } from 'radix-ui';
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

// Form controls of the admin forms, matching the site's TextField: a label, the control, and an
// error message tied to it for screen readers.

const control = (error?: string) =>
  `w-full rounded-lg border bg-bg px-3.5 py-2.5 text-text placeholder:text-muted/70 focus:border-cyan ${
    error ? 'border-red' : 'border-white/15'
  }`;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: readonly (string | { value: string; label: string })[];
};

export function SelectField({ label, error, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
        {...select}
      >
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
        {...textarea}
      />
    </Field>
  );
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

/** An on/off switch, e.g. a sponsor's Active status (spec §4). */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  description,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-white/10 bg-bg px-3.5 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs text-muted">{description}</p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-7 w-12 shrink-0 rounded-full border border-white/20 bg-white/10 transition data-[state=checked]:border-teal data-[state=checked]:bg-teal"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-text transition data-[state=checked]:translate-x-6 data-[state=checked]:bg-bg" />
      </Switch.Root>
    </div>
  );
}
