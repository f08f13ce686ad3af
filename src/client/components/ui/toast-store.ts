import { useSyncExternalStore } from 'react';

// A tiny store behind the Radix toasts: at most one toast shows at a time, a new one
// replaces it, and a dismissed toast stays in memory for 1,000,000 ms before it is removed.

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastMessage[] = [];

/** The toasts in the store now (for tests and non-React code). */
export function peekToasts(): ToastMessage[] {
  return toasts;
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
