import { z } from 'zod';
import {
  hasDirectionControl,
  hasVisibleText,
  isMultiLineText,
  isSingleLineText,
  trimWhiteSpace,
} from './text-rules';

// The text rules themselves are in text-rules.ts (no zod there, so pages can use them too).

type StringParams = Parameters<typeof z.string>[0];

const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');
const noDirectionControl = (value: string) => !hasDirectionControl(value);
const directionMessage = (label: string) =>
  `${label} cannot contain hidden characters that change the text's direction`;

/**
 * A one-line text field, trimmed: `label` names it in the refusal ("Name must be one line of
 * text..."). Chain .min/.max on it as on any string.
 */
export function singleLine(label: string, options: { trim?: boolean; params?: StringParams } = {}) {
  const base =
    options.trim === false ? z.string(options.params) : z.string(options.params).overwrite(trimWhiteSpace);
  return base
    .refine(isSingleLineText, `${label} must be one line of text without control characters`)
    .refine(noDirectionControl, directionMessage(label));
}

/**
 * A name or a title: one line that shows something (text-rules.ts), so that no visitor, product
 * or event is named by invisible characters alone. Empty passes here: the field's own .min says
 * that it is required.
 */
export function nameLine(label: string, options: { params?: StringParams } = {}) {
  return singleLine(label, options).refine(
    (value) => value === '' || hasVisibleText(value),
    `${label} must contain a visible letter, number or symbol`,
  );
}

/** A multi-line text field (description, message), trimmed: tabs and line breaks allowed. */
export function multiLine(label: string, params?: StringParams) {
  return z
    .string(params)
    .overwrite(normaliseLineBreaks)
    .overwrite(trimWhiteSpace)
    .refine(isMultiLineText, `${label} cannot contain control characters`)
    .refine(noDirectionControl, directionMessage(label));
}

/** Text inputs left empty mean "none": null for the API, so an edit can clear a field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && trimWhiteSpace(value) === '' ? null : value;

export const personName = nameLine('Your name').min(1, 'Please enter your name').max(100, 'Name is too long');

export const emailAddress = singleLine('E-mail')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

/**
 * A phone number as people write it ("(305) 555-0100", "+1 305 555 0100"): digits with spaces (plain ones),
 * dots, dashes, brackets and one leading +, 7 to 15 digits (the longest number in the world's
 * plan). Kept as typed, trimmed; the club reads it to call, nothing dials it.
 */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const phoneMessage = 'Enter a phone number of 7 to 15 digits, like (305) 555-0100';
const digitCount = (value: string) => value.replace(/\D/g, '').length;
export const isPhoneNumber = (value: string) =>
  value.length <= 30 && PHONE_PATTERN.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15;

/** An optional phone number: empty (or left out) is none, null. */
export const optionalPhone = z.preprocess(
  blankToNull,
  singleLine('Phone').refine(isPhoneNumber, phoneMessage).nullable().optional(),
);

/** A secret or id the site made (a token, a payment id): one line, never trimmed. */
export const opaqueToken = (label: string, min: number, max: number) =>
  singleLine(label, { trim: false }).min(min, `${label} is missing`).max(max, `${label} is too long`);

export { FIRST_YEAR, isInClubYears, LAST_YEAR, yearRangeMessage } from './club-years';
