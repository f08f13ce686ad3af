import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, hasCode } from './api-error';

// The one form hook: a form's values are read from its FormData, checked with the domain's shared
// schema (the one the server checks the request with), and each field shows its first error until
// that field is fixed. No zod here: the schema is handed in, and a page may load it on first submit.

/** The first message per field; the field is the first part of an issue's path ("images.0" → images). */
export type FieldErrors = Record<string, string>;

type Parsed<Out> =
  | { success: true; data: Out }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** A zod schema, or a shared parse function shaped like one (parseEventForm with its event). */
export interface Schema<In, Out> {
  safeParse(input: In): Parsed<Out>;
}

export interface ZodFormOptions<In extends object, Out> {
  /** The shared schema, or a function that loads it (so the page carries no validation library). */
  schema: Schema<NoInfer<In>, Out> | (() => Promise<Schema<NoInfer<In>, Out>>);
  /** The values the schema checks, read from the form's FormData (and any state the form keeps). */
  values: (data: FormData) => In;
  /** Fields that must not be blank, each with its message ('' blocks the submit and says nothing). */
  required?: { [K in keyof In]?: string };
  /** A required field was blank (where a form also says so in a toast). */
  onMissing?: () => void;
  /** The values passed the schema: send them. */
  onValid: (data: Out, form: HTMLFormElement) => void;
}

/** The named fields' texts ('' when absent). */
export function texts<const K extends string>(data: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** The values checked: the data to send, or each wrong field's message (and the blank required ones). */
export function check<In extends object, Out>(
  schema: Schema<In, Out>,
  values: In,
  required: { [K in keyof In]?: string } = {},
): { data: Out } | { errors: FieldErrors; missing: boolean } {
  const parsed = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  }
  let missing = false;
  for (const [field, message] of Object.entries(required) as [string, string][]) {
    if (!isBlank((values as Record<string, unknown>)[field])) continue;
    missing = true;
    if (message) errors[field] = message;
    else delete errors[field];
  }
  return parsed.success && !missing ? { data: parsed.data } : { errors, missing };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The errors after the values changed from `before` to `now`: a field whose value changed is
 * checked again and keeps its (current) first error only while it is still wrong. Fields without
 * an error get none: nothing is said about a field before the next submit.
 */
export function recheck<In extends object, Out>(
  errors: FieldErrors,
  before: object,
  now: In,
  schema: Schema<In, Out>,
  required?: { [K in keyof In]?: string },
): FieldErrors {
  const changed = Object.keys(errors).filter(
    (field) => !same((before as Record<string, unknown>)[field], (now as Record<string, unknown>)[field]),
  );
  if (changed.length === 0) return errors;
  const result = check(schema, now, required);
  const next = { ...errors };
  for (const field of changed) {
    const message = 'errors' in result ? result.errors[field] : undefined;
    if (message) next[field] = message;
    else delete next[field];
  }
  return same(next, errors) ? errors : next;
}

/** The fields of `fields` a server refusal names: an invalid_request's "Invalid request: field: reason; ...". */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError) || !hasCode(error, 'invalid_request')) return errors;
  const details = /^Invalid request: ([\s\S]*)$/.exec(error.message)?.[1] ?? '';
  for (const detail of details.split('; ')) {
    const [, field, message] = /^([^.:\s]+)[^:\s]*: ([\s\S]+)$/.exec(detail) ?? [];
    if (field && fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}

export interface ZodForm<In extends object> {
  errors: FieldErrors;
  /** A field's name and error, for a TextField, SelectField or TextAreaField. */
  field: (name: keyof In & string) => { name: string; error: string | undefined };
  /** The form's own failure line (the server's reason), cleared on each submit. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /**
   * A failed call: the server's message (null when the server was never reached). A 400 that
   * names a field of this form is also shown on that field.
   */
  serverError: (error: unknown) => string | null;
  /** Says a refusal beside its field (a wrong password): it goes once the field is changed. */
  setFieldError: (name: keyof In & string, message: string) => void;
  /** Forgets the errors and the failure (a dialog closed). */
  reset: () => void;
  /**
   * Spread on the <form>: it checks on submit and re-checks wrong fields as they change: at each
   * letter typed (`input`), and once a box ticked or an option picked has been handled by its own
   * control (`change`, which reaches the form after the control's handler, so a field that the
   * control changes is read as it became). Sent before the page's script has loaded, the form
   * posts: a GET would put its fields (an e-mail, a password) in the address, the browser's
   * history and the server's log.
   */
  props: {
    onSubmit: (e: FormEvent<HTMLFormElement>) => void;
    onInput: () => void;
    onChange: () => void;
    noValidate: true;
    method: 'post';
  };
}

export function useZodForm<In extends object, Out>(options: ZodFormOptions<In, Out>): ZodForm<In> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(options);
  latest.current = options;
  const form = useRef<HTMLFormElement | null>(null);
  const schema = useRef<Schema<In, Out> | null>(null);
  /** The values as they were when the errors were last worked out. */
  const shown = useRef<object>({});

  // After a change (typed, picked, or a value the form keeps in state), a field with an error is
  // checked again: fixed, its error goes.
  useEffect(() => {
    if (!form.current || !schema.current || Object.keys(errors).length === 0) return;
    const now = latest.current.values(new FormData(form.current));
    const next = recheck(errors, shown.current, now, schema.current, latest.current.required);
    shown.current = now;
    if (next !== errors) setErrors(next);
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    form.current = element;
    setFailure(null);
    // The values as they are at this press: the schema may still be loading, and what is typed
    // meanwhile belongs to the next press, not this one.
    const values = latest.current.values(new FormData(element));
    const given = latest.current.schema;
    schema.current = 'safeParse' in given ? given : (schema.current ?? (await given()));
    shown.current = values;
    const result = check(schema.current, values, latest.current.required);
    if ('errors' in result) {
      setErrors(result.errors);
      if (result.missing) latest.current.onMissing?.();
      return;
    }
    setErrors({});
    latest.current.onValid(result.data, element);
  };

  const recheckOnChange = () => {
    if (Object.keys(errors).length > 0) changed();
  };

  return {
    errors,
    field: (name) => ({ name, error: errors[name] }),
    failure,
    setFailure,
    serverError(error) {
      const onFields = serverFieldErrors(error, Object.keys(shown.current));
      if (Object.keys(onFields).length > 0) setErrors((current) => ({ ...current, ...onFields }));
      return error instanceof ApiError ? error.message : null;
    },
    setFieldError(name, message) {
      setErrors((current) => ({ ...current, [name]: message }));
    },
    reset() {
      setErrors({});
      setFailure(null);
    },
    props: {
      onSubmit,
      onInput: recheckOnChange,
      onChange: recheckOnChange,
      noValidate: true,
      method: 'post',
    },
  };
}
