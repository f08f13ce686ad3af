import { DEFAULT_VENUE, toCalendarEvent } from './calendar-entry';
import { type Event, eventPath, isEventFull, isPastEvent } from './events';
import { miamiIsoString } from './miami-time';
import { centsToDecimal } from './money';

/** What the server adds to an event's schema.org data: its raster picture and the club's address. */
export interface EventJsonLdExtras {
  /** The event's picture as an absolute URL of a PNG, JPEG or WebP file (search engines draw no SVG). */
  imageOf?: (event: Event) => string;
  /** The club's own street address (CLUB_ADDRESS): where a venue named after the club is. */
  clubAddress?: string;
}

/**
 * schema.org Event data for search engines' event results: one entry per upcoming event, with
 * absolute URLs and the fields they ask for (dates, place with address, status, offers, organizer).
 */
export function eventsJsonLd(
  events: Event[],
  siteUrl: string,
  now = Date.now(),
  extras: EventJsonLdExtras = {},
): object[] {
  return events
    .filter((event) => !isPastEvent(event, now))
    .map((event) => eventJsonLd(event, siteUrl, extras));
}

/** One event's schema.org data (its own page's, and each entry of the list's), linking its page. */
export function eventJsonLd(event: Event, siteUrl: string, extras: EventJsonLdExtras = {}): object {
  const entry = toCalendarEvent(event);
  const url = `${siteUrl}${eventPath(event)}`;
  const venue = event.venue?.trim() || '';
  const availability = isEventFull(event) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
  const offer = (cents: number) => ({
    '@type': 'Offer',
    price: centsToDecimal(cents),
    priceCurrency: 'USD',
    availability,
    url,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    // Miami's own offset: the exact instant (the repeated November hour included) that also
    // reads as the club's time. A time to be announced is a date alone, not a guessed 7:00 PM.
    ...(entry.timeToBeAnnounced
      ? { startDate: entry.date }
      : { startDate: miamiIsoString(entry.start), endDate: miamiIsoString(entry.end) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: placeName(venue) || DEFAULT_VENUE,
      address: {
        '@type': 'PostalAddress',
        ...streetOf(venue, extras.clubAddress),
        addressLocality: 'Miami',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
    },
    ...(extras.imageOf ? { image: [extras.imageOf(event)] } : {}),
    // Everyone's price (0: free), and the members' own price beside it when the event has one.
    offers: [
      offer(event.price),
      ...(event.memberPrice != null && event.memberPrice !== event.price
        ? [
            {
              ...offer(event.memberPrice),
              name: 'Member price',
              description: 'The price for paid MESC members (Premium Fan and Inner Circle).',
            },
          ]
        : []),
    ],
    url,
    organizer: { '@type': 'Organization', name: 'MESC', url: siteUrl },
  };
}

const HOUSE_NUMBER = /^\d+[A-Za-z]?\s+\S/;

/** A venue's name: its text before the street address, if it writes one. */
function placeName(venue: string): string {
  const parts = venue.split(',').map((part) => part.trim());
  const street = parts.findIndex((part) => HOUSE_NUMBER.test(part));
  return (street > 0 ? parts.slice(0, street) : parts).filter(Boolean).join(', ');
}

/**
 * The street address a venue's text gives: its first part after the name that starts with a house
 * number ("Kaseya Center, 601 Biscayne Blvd, Miami, FL 33132"), with the ZIP code when written.
 * A venue named after the club ("MESC Clubhouse, Brickell", "The Card Room at MESC") is at the
 * club's own address. A venue with no number and no club in its name gives none: no guess.
 */
export function streetOf(
  venue: string,
  clubAddress?: string,
): { streetAddress?: string; postalCode?: string } {
  const read = (text: string) => {
    const street = text
      .split(',')
      .map((part) => part.trim())
      .find((part) => HOUSE_NUMBER.test(part));
    if (!street) return null;
    const zip = /\bFL\s+(\d{5})(?:-\d{4})?\b/i.exec(text)?.[1];
    return { streetAddress: street, ...(zip ? { postalCode: zip } : {}) };
  };
  const own = read(venue);
  if (own) return own;
  if (clubAddress && /\bMESC\b/.test(venue)) return read(clubAddress) ?? {};
  return {};
}
