import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatEventWhen } from '../../../shared/dates';
import type { DoorState } from '../../../shared/tickets-schema';
import { Spinner } from '../../components/ui/spinner';
import { hasCode } from '../../lib/api-error';
import { doorStateQuery } from './api';
import { CheckInResult } from './check-in-result';
import { isOffline } from './door-request';
import { DoorSearch } from './door-search';
import { useDoorSecret } from './door-secret';
import { RecentCheckIns } from './recent-check-ins';
import { useDoorCheckIn } from './use-door-check-in';
import { Viewfinder } from './viewfinder';

// The check-in screen a door link opens: the event, the count checked in of those expected (kept
// in step with the other phones at the door), the last scan's result, the camera, and search.

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function DoorMessage({ title, children }: { title: string; children: string }) {
  return (
    <div className="mx-auto grid max-w-lg gap-3 px-4 py-16 text-center">
      <h1 className="font-display text-5xl tracking-wide text-text">{title}</h1>
      <p className="text-lg text-muted">{children}</p>
    </div>
  );
}

function Counts({ state }: { state: DoorState }) {
  const { checkedIn, expected } = state.counts;
  const share = expected > 0 ? Math.min(100, Math.round((checkedIn / expected) * 100)) : 0;
  return (
    <div className="grid gap-2">
      <p className="flex items-baseline justify-between gap-3 text-lg text-muted">
        <span>
          Checked in{' '}
          <span className="font-display text-5xl tracking-wide text-text tabular-nums">{checkedIn}</span> /{' '}
          <span className="font-display text-3xl tracking-wide text-text tabular-nums">{expected}</span>
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Checked in"
        aria-valuemin={0}
        aria-valuemax={expected}
        aria-valuenow={checkedIn}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-teal" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function DoorCheckIn({ secret }: { secret: string }) {
  const door = useQuery(doorStateQuery(secret));
  const online = useOnline();
  const { checkIn, result, waiting, sent } = useDoorCheckIn(secret, door.isSuccess ? door.dataUpdatedAt : 0);
  const onCode = useCallback((code: string) => void checkIn({ code }, 'camera'), [checkIn]);

  if (door.isError && !isOffline(door.error)) {
    const notYet = hasCode(door.error, 'door_link_not_yet');
    return (
      <DoorMessage title={notYet ? 'Not open yet' : 'Door link not valid'}>{door.error.message}</DoorMessage>
    );
  }
  const state = door.data;
  if (!state) {
    return door.isError ? (
      <DoorMessage title="No connection">
        This phone is offline. The check-in screen opens once it is back online.
      </DoorMessage>
    ) : (
      <Spinner label="Opening the door" />
    );
  }
  const offline = !online || (door.isError && isOffline(door.error));
  return (
    <div className="mx-auto grid max-w-[1280px] gap-6 px-4 pt-6 pb-12 sm:px-6 lg:grid-cols-2 lg:gap-10">
      <div className="grid content-start gap-4">
        <header className="grid gap-1">
          <p className="text-sm font-semibold tracking-wider text-cyan uppercase">{state.label}</p>
          <h1 className="font-display text-4xl leading-none tracking-wide text-text text-glow-pink sm:text-5xl">
            {state.event.title}
          </h1>
          <p className="text-muted">{formatEventWhen(state.event)}</p>
        </header>
        <Counts state={state} />
        {offline && (
          <p
            role="status"
            className="flex items-center gap-3 rounded-xl border border-cyan/60 px-4 py-3 text-text"
          >
            <WifiOff aria-hidden="true" className="size-6 shrink-0 text-cyan" />
            Offline: scans are queued and sent when the phone is back online.
          </p>
        )}
        <CheckInResult result={result} />
        <Viewfinder onCode={onCode} />
      </div>
      <div className="grid content-start gap-8">
        <DoorSearch
          secret={secret}
          onCheckIn={(ticket) =>
            void checkIn({ ticketId: ticket.ticketId, name: ticket.holderName ?? ticket.name }, 'search')
          }
          result={result?.from === 'search' ? <CheckInResult result={result} compact /> : null}
        />
        {(waiting > 0 || sent.length > 0) && (
          <section aria-label="Queued scans" className="grid gap-2 text-base">
            {waiting > 0 && (
              <p className="text-text">
                {waiting === 1 ? '1 scan is' : `${waiting} scans are`} waiting to be sent.
              </p>
            )}
            {sent.length > 0 && (
              <ul className="grid gap-1 text-muted">
                {sent.map(({ clientId, answer }) => (
                  <li key={clientId}>
                    Sent after reconnecting:{' '}
                    {answer.ticket ? `${answer.ticket.holderName ?? answer.ticket.name}: ` : ''}
                    {answer.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <RecentCheckIns tickets={state.recent} />
      </div>
    </div>
  );
}

export function DoorScreen() {
  const { secret, read } = useDoorSecret();
  if (!read) return <Spinner label="Opening the door" />;
  if (!secret) {
    return (
      <DoorMessage title="Door Check-In">
        Open the door link staff sent you to check guests in on this phone.
      </DoorMessage>
    );
  }
  return <DoorCheckIn secret={secret} />;
}
