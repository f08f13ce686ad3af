import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ClubInfo } from '../../../shared/club';
import type { Event } from '../../../shared/events';
import { WAITLIST_FORM_OUTCOMES } from '../../../shared/waitlist-form';
import { ClubProvider } from '../../lib/club-context';
import { NoScriptSeatForms } from './no-script-seat-forms';

// What an event page offers for a seat without its script, as the server renders it.

const club = { name: 'MESC', phone: '(305) 555-0142', email: 'hello@mesc.club' } as ClubInfo;
const event: Event = {
  id: 7,
  title: 'Fight Night',
  description: 'Big screens.',
  category: 'UFC',
  categoryColor: 'red',
  date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  timeToBeAnnounced: false,
  price: 0,
  memberPrice: null,
  refundCutoffHours: null,
  maxAttendees: 2,
  currentAttendees: 2,
  venue: 'Clubhouse',
  imageUrl: null,
  membershipRequired: 'free',
  waitlistEnabled: true,
  waitlistOfferHours: 12,
  draft: false,
};

const render = (shown: Event, search = '') =>
  renderToStaticMarkup(
    <Router ssrPath={`/events/${shown.id}`} ssrSearch={search}>
      <ClubProvider club={club}>
        <NoScriptSeatForms event={shown} />
      </ClubProvider>
    </Router>,
  ).replaceAll('&#x27;', "'");

describe('the event page without its script', () => {
  it("offers a full event's waitlist as a form that posts to the server", () => {
    const html = render(event);
    expect(html).toMatch(/<noscript><form [^>]*action="\/events\/7\/waitlist"/);
    expect(html).toMatch(/<noscript><form [^>]*method="post"/);
    expect(html).toContain('name="name"');
    expect(html).toContain('name="email"');
    // A members' event takes the session: no fields, and a way to sign in first.
    const members = render({ ...event, membershipRequired: 'premium' });
    expect(members).toContain('action="/events/7/waitlist"');
    expect(members).not.toContain('name="email"');
    expect(members).toContain('href="/sign-in?next=%2Fevents%2F7-fight-night"');
  });

  it('offers no waitlist for an event with seats, without a waitlist, or past', () => {
    expect(render({ ...event, currentAttendees: 1 })).not.toContain('/waitlist');
    expect(render({ ...event, waitlistEnabled: false })).not.toContain('/waitlist');
    expect(render({ ...event, date: '2020-01-01T00:00:00.000Z' })).not.toContain('/waitlist');
  });

  it('says what the waitlist form came to', () => {
    for (const [outcome, text] of Object.entries(WAITLIST_FORM_OUTCOMES)) {
      const html = render(event, `waitlist=${outcome}`);
      expect(html).toContain(text);
      expect(html).toContain(outcome === 'sent' || outcome === 'joined' ? 'role="status"' : 'role="alert"');
    }
    expect(render(event, 'waitlist=made-up')).not.toContain('role=');
  });

  it('says that buying tickets needs JavaScript, and how to book without it', () => {
    const html = render({ ...event, price: 2500, currentAttendees: 0 });
    expect(html).toContain('<noscript>');
    expect(html).toContain('Buying tickets needs JavaScript');
    expect(html).toContain('href="tel:3055550142"');
    expect(html).toContain('href="mailto:hello@mesc.club?subject=Tickets%3A%20Fight%20Night"');
    expect(render(event)).not.toContain('Buying tickets');
  });
});
