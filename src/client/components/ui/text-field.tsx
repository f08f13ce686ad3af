import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, error, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-lg border bg-bg px-3.5 py-2.5 text-text placeholder:text-muted/70 focus:border-cyan ${
          error ? 'border-red' : 'border-white/15'
        } ${className}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red">
          {error}
        </p>
      )}
    </div>
  );
}
