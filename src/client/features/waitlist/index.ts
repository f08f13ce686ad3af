// What other features take from the waitlist besides its api.ts: the join dialog, which an event
// card loads on demand when a visitor first reaches for "Join the waitlist".
export { JoinWaitlistDialog } from './join-waitlist-dialog';
