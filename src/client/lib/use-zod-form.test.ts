import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../shared/contact';
import { type EventFormValues, parseEventForm } from '../../shared/events-schema';
import { ApiError } from './api-error';
import { check, recheck, serverFieldErrors, texts } from './use-zod-form';

const message = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  interest: '',
  message: 'Hello',
  website: '',
};
const required = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  message: 'Please write a message',
};

describe('a form checked with its shared schema', () => {
  it('gives the data the server would get when every field is right', () => {
    expect(check(contactSchema, { ...message, name: '  Jordan Lee ' }, required)).toEqual({
      data: { ...message, interest: null },
    });
  });

  it('says the first error of each wrong field', () => {
    const result = check(contactSchema, { ...message, email: 'not-an-address', message: 'x'.repeat(5001) });
    expect(result).toEqual({
      errors: {
        email: 'Please enter a valid e-mail address',
        message: 'Message is too long (5000 characters at most)',
      },
      missing: false,
    });
  });

  it('says a blank required field with the form’s own words, and that something is missing', () => {
    expect(check(contactSchema, { ...message, name: ' ', email: '' }, required)).toEqual({
      errors: { name: 'Please enter your name', email: 'Please enter your email' },
      missing: true,
    });
  });

  it('stops at a blank required field that says nothing (an empty newsletter address)', () => {
    expect(check(contactSchema, { ...message, email: '' }, { email: '' })).toEqual({
      errors: {},
      missing: true,
    });
  });

  it('reads absent fields as empty text', () => {
    const data = new FormData();
    data.set('name', 'Jordan');
    expect(texts(data, ['name', 'email'])).toEqual({ name: 'Jordan', email: '' });
  });
});

describe('a field with an error, once it changes', () => {
  const wrong = { ...message, name: '', email: 'jordan@' };
  const shown = { name: 'Please enter your name', email: 'Please enter a valid e-mail address' };

  it('loses its error as soon as it is fixed; the other keeps its own', () => {
    const fixed = { ...wrong, email: 'jordan@example.com' };
    expect(recheck(shown, wrong, fixed, contactSchema, required)).toEqual({
      name: 'Please enter your name',
    });
  });

  it('keeps an error while it is still wrong, saying what is wrong now', () => {
    expect(recheck(shown, wrong, { ...wrong, name: 'x'.repeat(101) }, contactSchema, required)).toEqual({
      ...shown,
      name: 'Name is too long',
    });
  });

  it('keeps a blank required field’s own words while it stays blank', () => {
    expect(recheck(shown, wrong, { ...wrong, name: '  ' }, contactSchema, required)).toBe(shown);
  });

  it('keeps every error while nothing it is about changed, the server’s included', () => {
    const fromServer = { message: 'Message is not allowed' };
    expect(recheck(fromServer, message, { ...message, name: 'Other' }, contactSchema)).toBe(fromServer);
  });

  it('gives no error to a field that had none, even if it is now wrong', () => {
    const next = recheck(
      { name: 'Please enter your name' },
      wrong,
      { ...wrong, name: 'Jordan' },
      contactSchema,
    );
    expect(next).toEqual({});
  });

  it('is checked with the other fields: a skipped hour is fine once the time is to be announced', () => {
    const schema = { safeParse: (values: EventFormValues) => parseEventForm(values) };
    const event: EventFormValues = {
      title: 'Dominoes Final',
      description: 'The table is set.',
      category: 'Dominoes',
      date: '2031-03-09T02:30',
      timeToBeAnnounced: false,
      price: '0',
      maxAttendees: '',
      venue: '',
      imageUrl: '',
      membershipRequired: 'free',
    };
    const first = check(schema, event);
    expect(first).toMatchObject({ errors: { date: expect.stringMatching(/^2:30 AM does not exist/) } });
    const errors = 'errors' in first ? first.errors : {};
    const ticked = { ...event, date: '2031-03-09', timeToBeAnnounced: true };
    expect(recheck(errors, event, ticked, schema)).toEqual({});
  });
});

describe('a refusal from the server', () => {
  const refusal = (status: number, text: string, code = 'invalid_request') =>
    ApiError.of(new Response(JSON.stringify({ message: text, code }), { status }));
  const fields = ['name', 'email', 'images'];

  it('is shown on the fields of this form a 400 names', async () => {
    const error = await refusal(
      400,
      'Invalid request: email: Please enter a valid e-mail address; images.0: Must be an uploaded file (/objects/...) or an http(s) address; amount: is required',
    );
    expect(serverFieldErrors(error, fields)).toEqual({
      email: 'Please enter a valid e-mail address',
      images: 'Must be an uploaded file (/objects/...) or an http(s) address',
    });
  });

  it('names no field when it is not a 400 about fields, or no answer at all', async () => {
    expect(serverFieldErrors(await refusal(409, 'Event Full', 'event_full'), fields)).toEqual({});
    expect(serverFieldErrors(await refusal(400, 'Invalid request: Expected object'), fields)).toEqual({});
    expect(
      serverFieldErrors(await refusal(429, 'Invalid request: email: slow down', 'rate_limited'), fields),
    ).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'), fields)).toEqual({});
  });
});
