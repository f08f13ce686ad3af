import { z } from 'zod';

// Fields several forms share, with the same rules and messages everywhere.

export const personName = z.string().trim().min(1, 'Please enter your name').max(100, 'Name is too long');

export const emailAddress = z
  .string()
  .trim()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

/** Text inputs left empty mean "none": null for the API, so an edit can clear a field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
