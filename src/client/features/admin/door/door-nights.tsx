import { useMutation, useQuery } from '@tanstack/react-query';
import { DoorOpen } from 'lucide-react';
import { formatAdminDateTime } from '../../../../shared/dates';
import { buttonClass } from '../../../components/ui/button-styles';
import { reportFailure } from '../form-feedback';
import { EmptyText, LoadError, LoadingText } from '../tab-states';
import { doorNightsQuery, openDoorScreenMutation } from './api';

/**
 * Door staff's part of the dashboard: the nights the owner gave them, each with its door screen,
 * opened as themselves (their check-ins name them).
 */
export function DoorNightsPanel() {
  const nights = useQuery(doorNightsQuery);
  const open = useMutation({
    ...openDoorScreenMutation,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => reportFailure(error, 'Failed to open the door screen'),
  });
  return (
    <section aria-labelledby="door-nights-heading" className="mt-8">
      <h2 id="door-nights-heading" className="font-display text-4xl tracking-wide">
        Your nights at the door
      </h2>
      <p className="mt-1 text-sm text-muted">
        Open the door screen of a night to check people in as yourself.
      </p>
      <div className="mt-6">
        {nights.isPending ? (
          <LoadingText>Loading your nights...</LoadingText>
        ) : nights.isError ? (
          <LoadError message={nights.error.message} onRetry={() => nights.refetch()} />
        ) : nights.data.length === 0 ? (
          <EmptyText>No nights at the door yet. The club owner gives you yours.</EmptyText>
        ) : (
          <ul aria-label="Your nights" className="grid gap-3 sm:grid-cols-2">
            {nights.data.map((night) => (
              <li
                key={night.eventId}
                className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-surface p-5"
              >
                <div>
                  <h3 className="text-lg font-semibold break-words">{night.title}</h3>
                  <p className="text-sm text-muted">{formatAdminDateTime(night.date)}</p>
                </div>
                <button
                  type="button"
                  onClick={() => open.mutate(night.eventId)}
                  disabled={open.isPending}
                  className={`${buttonClass('primary')} w-fit`}
                  aria-label={`Open the door screen for ${night.title}`}
                >
                  <DoorOpen size={18} aria-hidden />
                  Open the door screen
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
