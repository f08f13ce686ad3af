-- Repair: a ticket is made either for an order or for an RSVP, so a valid ticket with neither is an
-- RSVP's ticket whose RSVP was given back (or removed with its account) before the release that
-- cancels the two together. It still held a seat and told its holder "You're going": it is
-- cancelled now, with the reason the current code gives (TICKET_TEXTS.endedWithRsvp). Data only, so
-- the release before this one runs beside it unchanged.
UPDATE "tickets"
SET "status" = 'cancelled', "status_changed_at" = now(), "end_reason" = 'The RSVP was given back.'
WHERE "status" = 'valid' AND "rsvp_id" IS NULL AND "order_id" IS NULL;
