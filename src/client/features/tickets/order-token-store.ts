// The order token shows this browser the tickets it paid for. It is kept in sessionStorage, by the
// payment it belongs to, never in an address: a return from the provider finds it there.

const KEY = 'mesc-ticket-orders';
/** Orders kept at most (a tab rarely starts more than a few). */
const KEEP = 5;

type Stored = Record<string, string>;

function read(storage: Storage): Stored {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, orders: Stored) {
  try {
    storage.setItem(KEY, JSON.stringify(orders));
  } catch {
    // Storage full or blocked: the tickets still arrive by e-mail.
  }
}

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function keepOrderToken(paymentIntentId: string, orderToken: string, storage = session()) {
  if (!storage) return;
  const kept = Object.entries(read(storage)).filter(([id]) => id !== paymentIntentId);
  write(storage, Object.fromEntries([...kept.slice(-(KEEP - 1)), [paymentIntentId, orderToken]]));
}

export function orderTokenOf(paymentIntentId: string, storage = session()): string | undefined {
  if (!storage) return undefined;
  const token = read(storage)[paymentIntentId];
  return typeof token === 'string' ? token : undefined;
}

/** The tickets are shown: the token is no longer needed. */
export function forgetOrderToken(paymentIntentId: string, storage = session()) {
  if (!storage) return;
  const orders = read(storage);
  delete orders[paymentIntentId];
  write(storage, orders);
}
