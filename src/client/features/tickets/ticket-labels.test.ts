import { describe, expect, it } from 'vitest';
import { ticketHolder, ticketKind, ticketPath, ticketState } from './ticket-labels';

describe('how a ticket is named', () => {
  it('says what kind of ticket it is', () => {
    expect(ticketKind({ rsvp: true, guest: false, memberPrice: false })).toBe('Free RSVP');
    expect(ticketKind({ rsvp: false, guest: true, memberPrice: false })).toBe('Guest ticket');
    expect(ticketKind({ rsvp: false, guest: false, memberPrice: true })).toBe('Ticket (member price)');
    expect(ticketKind({ rsvp: false, guest: false, memberPrice: false })).toBe('Ticket');
  });

  it('says a used ticket is checked in, and an ended one why it ended', () => {
    expect(ticketState({ status: 'valid', checkedInAt: null })).toBe('valid');
    expect(ticketState({ status: 'valid', checkedInAt: '2026-03-01T01:02:00.000Z' })).toBe('checked-in');
    expect(ticketState({ status: 'refunded', checkedInAt: null })).toBe('refunded');
    expect(ticketState({ status: 'cancelled', checkedInAt: null })).toBe('cancelled');
  });

  it('names the holder, or the ticket’s place in the order when it has no name', () => {
    expect(ticketHolder({ holderName: 'Ana', name: 'Rosa Diaz', guest: false }, 0)).toBe('Ana');
    expect(ticketHolder({ holderName: null, name: 'Rosa Diaz', guest: false }, 1)).toBe('Ticket 2');
    expect(ticketHolder({ holderName: null, name: 'Rosa Diaz', guest: true }, 2)).toBe('Guest of Rosa Diaz');
    expect(ticketPath('ab12')).toBe('/tickets/ab12');
  });
});
