import { describe, expect, it } from 'vitest';
import { parseEventForm } from './events-schema';
import { parseDisplayOrder } from './sponsors';
import { parseProductForm, splitList } from './store-schema';

const eventForm = {
  title: 'Heat Watch Party',
  description: 'Twelve screens.',
  category: 'NBA',
  date: '2026-07-04T19:30',
  timeToBeAnnounced: false,
  price: '12.50',
  maxAttendees: '',
  venue: '',
  imageUrl: '',
  membershipRequired: 'free',
};

describe('the event form', () => {
  it('reads the date as Miami time and the price in dollars', () => {
    const parsed = parseEventForm(eventForm);
    expect(parsed.success).toBe(true);
    // 7:30 PM in Miami in July (EDT, UTC-4) is 23:30 UTC, whatever the browser's zone.
    expect(parsed.data).toMatchObject({
      date: '2026-07-04T23:30:00.000Z',
      price: 1250,
      maxAttendees: null,
      venue: null,
    });
  });

  it('crosses daylight saving correctly', () => {
    expect(parseEventForm({ ...eventForm, date: '2026-01-10T19:30' }).data?.date).toBe(
      '2026-01-11T00:30:00.000Z',
    );
  });

  it('names every missing required field', () => {
    const parsed = parseEventForm({ ...eventForm, title: ' ', description: '', date: '', price: '' });
    const fields = parsed.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(fields).toEqual([
      'title: Title is required',
      'description: Description is required',
      'date: Date is required',
      'price: Price is required',
    ]);
  });

  it('wants at least 1 as max attendees and no negative price', () => {
    const parsed = parseEventForm({ ...eventForm, maxAttendees: '0', price: '-1' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Price cannot be negative',
      'Max attendees must be at least 1',
    ]);
  });
});

describe('the event form’s ticket rules', () => {
  it('keeps an event without a member price and without refunds as it was', () => {
    expect(parseEventForm(eventForm).data).toMatchObject({ memberPrice: null, refundCutoffHours: null });
  });

  it('reads the member price in dollars and the refund cut-off in hours', () => {
    const parsed = parseEventForm({
      ...eventForm,
      price: '25',
      memberPrice: '19.99',
      allowRefunds: true,
      refundCutoffHours: '48',
    });
    expect(parsed.data).toMatchObject({ price: 2500, memberPrice: 1999, refundCutoffHours: 48 });
  });

  it('gives no refunds when the choice is "No refunds", whatever the hours field holds', () => {
    const parsed = parseEventForm({ ...eventForm, allowRefunds: false, refundCutoffHours: '48' });
    expect(parsed.data?.refundCutoffHours).toBeNull();
  });

  it('refuses a member price above the price, and refunds without a number of hours', () => {
    const parsed = parseEventForm({
      ...eventForm,
      price: '20',
      memberPrice: '25',
      allowRefunds: true,
      refundCutoffHours: ' ',
    });
    expect(parsed.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      'memberPrice: Member price cannot be above the price',
      'refundCutoffHours: Say up to how many hours before the start attendees may cancel',
    ]);
  });

  it('wants the refund cut-off in whole hours', () => {
    const parsed = parseEventForm({ ...eventForm, allowRefunds: true, refundCutoffHours: '1.5' });
    expect(parsed.error?.issues[0].message).toBe('Refund cut-off must be a whole number of hours');
  });
});

describe('the event form’s waitlist', () => {
  it('is on with 12-hour offers when the form does not say (an event made before the waitlist)', () => {
    expect(parseEventForm(eventForm).data).toMatchObject({ waitlistEnabled: true, waitlistOfferHours: 12 });
    expect(parseEventForm({ ...eventForm, waitlistOfferHours: ' ' }).data?.waitlistOfferHours).toBe(12);
  });

  it('reads the switch and the hours', () => {
    const parsed = parseEventForm({ ...eventForm, waitlistEnabled: false, waitlistOfferHours: '24' });
    expect(parsed.data).toMatchObject({ waitlistEnabled: false, waitlistOfferHours: 24 });
  });

  it('wants whole hours from 1 to 168', () => {
    const message = (hours: string) =>
      parseEventForm({ ...eventForm, waitlistOfferHours: hours }).error?.issues.map(
        (i) => `${String(i.path[0])}: ${i.message}`,
      );
    expect(message('0')).toEqual(['waitlistOfferHours: Offer hours must be at least 1']);
    expect(message('169')).toEqual(['waitlistOfferHours: Offer hours can be at most 168 (7 days)']);
    expect(message('2.5')).toEqual(['waitlistOfferHours: Offer hours must be a whole number of hours']);
    expect(message('1')).toBeUndefined();
    expect(message('168')).toBeUndefined();
  });
});

describe('the product form', () => {
  it('turns dollars into cents and comma lists into trimmed lists without empties', () => {
    expect(splitList(' S, M ,, L ,')).toEqual(['S', 'M', 'L']);
    const parsed = parseProductForm({
      name: 'Neon Hoodie',
      description: '',
      price: '69.99',
      originalPrice: '',
      category: 'Apparel',
      images: [],
      sizes: 'S, M, , XL',
      colors: 'Black,  Pink',
      bestseller: false,
      memberOnly: true,
      newItem: false,
    });
    expect(parsed.data).toMatchObject({
      price: 6999,
      originalPrice: null,
      description: null,
      sizes: ['S', 'M', 'XL'],
      colors: ['Black', 'Pink'],
      memberOnly: true,
    });
  });
});

describe("a sponsor's display order", () => {
  it('is a whole number, 0 when left empty or not a number', () => {
    expect([' 3 ', '3.7', '-2', '', 'first'].map(parseDisplayOrder)).toEqual([3, 3, -2, 0, 0]);
  });
});
