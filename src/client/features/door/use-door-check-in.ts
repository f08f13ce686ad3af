import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInAnswer, DoorState } from '../../../shared/tickets-schema';
import { ApiError } from '../../lib/api-error';
import { doorKeys } from './api';
import { type CheckInRequest, isOffline, postCheckIn } from './door-request';
import { flushQueue, type QueuedScan, queuedScans, queueScan } from './scan-queue';

// Checking a ticket in from the door screen: straight to the server when the phone is online;
// otherwise into the offline queue, sent when the connection is back (the `online` event, and
// every successful poll of the door's state).

/** What the big result panel shows. */
export type DoorResult = (
  | { kind: 'answer'; answer: CheckInAnswer }
  | { kind: 'queued'; scan: QueuedScan }
  | { kind: 'problem'; message: string }
) & {
  /** Where the check-in was asked for: the camera, or a Check in button of the search. */
  from: CheckInSource;
};

export type CheckInSource = 'camera' | 'search';

/** A buzz that says how a scan went without looking: short for in, double for again, long for refused. */
function buzz(answer: CheckInAnswer) {
  // Browsers ignore (and some complain about) a vibration before the first tap on the page.
  if (!navigator.vibrate || !navigator.userActivation?.hasBeenActive) return;
  const pattern =
    answer.outcome === 'checked_in' ? [80] : answer.outcome === 'already_checked_in' ? [80, 80, 80] : [400];
  navigator.vibrate(pattern);
}

export interface SentFromQueue {
  clientId: string;
  answer: CheckInAnswer;
}

export function useDoorCheckIn(secret: string, lastPoll: number) {
  const client = useQueryClient();
  const [result, setResult] = useState<DoorResult | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [sent, setSent] = useState<SentFromQueue[]>([]);
  const resultRef = useRef(result);
  resultRef.current = result;

  /** The count moves at once on this phone; the latest check-ins and a search are asked for again. */
  const showCounts = useCallback(
    (answer: CheckInAnswer) => {
      client.setQueryData<DoorState>(doorKeys.state(), (state) =>
        state ? { ...state, counts: answer.counts } : state,
      );
      void client.invalidateQueries({ queryKey: doorKeys.all });
    },
    [client],
  );

  const flush = useCallback(async () => {
    if (queuedScans().length === 0) return;
    await flushQueue(async (scan) => {
      const { clientId: _, name: __, ...request } = scan;
      try {
        const answer = await postCheckIn(secret, request);
        showCounts(answer);
        setSent((list) => [{ clientId: scan.clientId, answer }, ...list].slice(0, 5));
        // The panel still says this scan is queued: it now says how it went.
        const shown = resultRef.current;
        if (shown?.kind === 'queued' && shown.scan.clientId === scan.clientId) {
          setResult({ kind: 'answer', answer, from: shown.from });
        }
        return 'done';
      } catch (error) {
        // Offline, a link that stopped working, or too many requests: it waits for a later flush.
        if (
          isOffline(error) ||
          !(error instanceof ApiError) ||
          error.status === 401 ||
          error.status === 429
        ) {
          return 'wait';
        }
        return 'done';
      }
    });
    setWaiting(queuedScans().length);
  }, [secret, showCounts]);

  // Waiting scans from before a reload are counted, and sent with the first good poll.
  useEffect(() => setWaiting(queuedScans().length), []);
  useEffect(() => {
    if (lastPoll > 0) void flush();
  }, [lastPoll, flush]);
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const queue = useCallback(
    (request: CheckInRequest & { name?: string }, scannedAt: Date, from: CheckInSource) => {
      const scan = queueScan(request, scannedAt);
      setWaiting(queuedScans().length);
      setResult({ kind: 'queued', scan, from });
    },
    [],
  );

  const checkIn = useCallback(
    async (request: CheckInRequest & { name?: string }, from: CheckInSource) => {
      const scannedAt = new Date();
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        return queue(request, scannedAt, from);
      const { name: _, ...body } = request;
      try {
        const answer = await postCheckIn(secret, body);
        showCounts(answer);
        buzz(answer);
        setResult({ kind: 'answer', answer, from });
      } catch (error) {
        if (isOffline(error)) return queue(request, scannedAt, from);
        setResult({ kind: 'problem', message: (error as ApiError).message, from });
      }
    },
    [secret, queue, showCounts],
  );

  return { checkIn, result, waiting, sent };
}
