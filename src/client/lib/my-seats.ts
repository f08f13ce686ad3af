import { useSyncExternalStore } from 'react';

// What a visitor without an account has at the club, remembered by the browser they used: the
// tickets they bought (their codes, which the buying browser was given) and the nights they
// RSVPed to (the name and e-mail they used: an RSVP's answer never says whether the address was
// new, so the ticket itself stays in that inbox). The event cards and pages read it to say
// "You're going"; nothing here is proof of anything to the server.

const KEY = 'mesc-my-seats';
/** Nights kept at most: the oldest go first. */
const MAX_EVENTS = 50;

export interface RememberedSeat {
  /** Codes of tickets bought in this browser, still to be checked against the server. */
  codes: string[];
  /** The RSVP made from this browser, if any. */
  rsvp: { name: string; email: string } | null;
}

type Store = Record<string, RememberedSeat>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; store: Store } = { raw: null, store: {} };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a private window with storage off): nothing is remembered.
    return null;
  }
}

function isSeat(value: unknown): value is RememberedSeat {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as Partial<RememberedSeat>;
  const codesOk = Array.isArray(seat.codes) && seat.codes.every((code) => typeof code === 'string');
  const rsvpOk =
    seat.rsvp === null ||
    (typeof seat.rsvp === 'object' &&
      typeof seat.rsvp?.name === 'string' &&
      typeof seat.rsvp?.email === 'string');
  return codesOk && rsvpOk;
}

function read(): Store {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cache.raw) return cache.store;
  let store: Store = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) {
      store = Object.fromEntries(Object.entries(parsed).filter(([, seat]) => isSeat(seat))) as Store;
    }
  } catch {
    // Not ours, or broken: start again.
  }
  cache = { raw, store };
  return store;
}

function write(change: (store: Store) => Store): void {
  const box = storage();
  if (!box) return;
  const next = change({ ...read() });
  const ids = Object.keys(next);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_EVENTS))) delete next[id];
  try {
    box.setItem(KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const emptySeat = (): RememberedSeat => ({ codes: [], rsvp: null });

/** Tickets this browser bought (or was given by a free order). */
export function rememberTickets(eventId: number, codes: string[]): void {
  if (codes.length === 0) return;
  write((store) => {
    const seat = store[eventId] ?? emptySeat();
    store[eventId] = { ...seat, codes: [...new Set([...seat.codes, ...codes])] };
    return store;
  });
}

/** An RSVP this browser sent. */
export function rememberRsvp(eventId: number, rsvp: { name: string; email: string }): void {
  write((store) => {
    store[eventId] = { ...(store[eventId] ?? emptySeat()), rsvp };
    return store;
  });
}

/** A ticket the server says is no longer good (cancelled, refunded), or an RSVP cancelled. */
export function forgetSeat(eventId: number, code?: string): void {
  write((store) => {
    const seat = store[eventId];
    if (!seat) return store;
    const codes = code ? seat.codes.filter((c) => c !== code) : [];
    if (codes.length === 0 && (!code || !seat.rsvp)) delete store[eventId];
    else store[eventId] = { ...seat, codes };
    return store;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What this browser remembers of an event; null on the server and in a browser with nothing. */
export function useRememberedSeat(eventId: number): RememberedSeat | null {
  return useSyncExternalStore(
    subscribe,
    () => read()[eventId] ?? null,
    () => null,
  );
}

/** "a•••@example.com": enough for its owner to know the address, not for a passer-by to read it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email[0]}•••${email.slice(at)}`;
}
