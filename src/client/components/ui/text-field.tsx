import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

// The form controls of every form: a label, the control, and its error tied to it for screen
// readers (aria-invalid, aria-describedby).

const controlClass = (error?: string) =>
  `rounded-lg border bg-bg px-3.5 py-2.5 text-text placeholder:text-muted/70 focus:border-cyan ${
    error ? 'border-red' : 'border-white/15'
  }`;

/** The label, the control made for `id` and `describedBy`, a hint if any, and the error under it. */
function Field({
  label,
  hint,
  error,
  control,
}: {
  label: ReactNode;
  hint?: string;
  error?: string;
  control: (id: string, a11y: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    // Packed at the top: beside a field with an error (a taller row), the control keeps its height.
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control(id, {
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(id, a11y) => (
        <input id={id} {...a11y} className={`${controlClass(error)} ${className}`} {...input} />
      )}
    />
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      control={(id, a11y) => (
        <textarea id={id} rows={3} {...a11y} className={`w-full ${controlClass(error)}`} {...textarea} />
      )}
    />
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: string;
  error?: string;
  options: readonly (string | { value: string; label: string })[];
};

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(id, a11y) => (
        <select id={id} {...a11y} className={`w-full ${controlClass(error)}`} {...select}>
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
      )}
    />
  );
}

/** Why a form failed, said inside it: in a dialog, the page behind is hidden from screen readers. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red/50 bg-red/10 px-3 py-2 text-sm text-red">
      {message}
    </p>
  );
}
