import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { StaffMember } from '../../../../shared/staff';
import { buttonClass } from '../../../components/ui/button-styles';
import { doorAssignmentsQuery, doorNightsQuery, saveDoorNightsMutation } from '../door/api';
import { reportFailure } from '../form-feedback';
import { PanelDialog } from '../panel-dialog';
import { cardActionClass, EmptyText, LoadingText } from '../tab-states';

/** The nights a door-role person works, ticked on and off (each change saved at once). */
export function DoorNightsDialog({ staff }: { staff: StaffMember }) {
  return (
    <PanelDialog
      width="medium"
      trigger={
        <button type="button" className={cardActionClass} aria-label={`Nights of ${staff.name}`}>
          <CalendarCheck size={15} aria-hidden />
          Nights
        </button>
      }
      title={`${staff.name}'s nights`}
      description="Door staff open the door screen of these nights only. A night taken away stops their screen at once."
    >
      <NightChoices staffId={staff.id} />
    </PanelDialog>
  );
}

function NightChoices({ staffId }: { staffId: number }) {
  const nights = useQuery(doorNightsQuery);
  const assignments = useQuery(doorAssignmentsQuery);
  const save = useMutation({
    ...saveDoorNightsMutation,
    onError: (error) => reportFailure(error, 'Failed to save the nights'),
  });
  // The nights as just ticked, shown at once while they are saved and read back (the box a person
  // ticks stays ticked however slow the answer); a refusal shows the saved nights again.
  const [saving, setSaving] = useState<Set<number> | null>(null);
  if (!nights.data || !assignments.data) return <LoadingText>Loading nights...</LoadingText>;
  const given =
    saving ?? new Set(assignments.data.filter((a) => a.staffId === staffId).map((a) => a.eventId));
  const toggle = (eventId: number, on: boolean) => {
    const next = new Set(given);
    if (on) next.add(eventId);
    else next.delete(eventId);
    setSaving(next);
    save.mutate({ staffId, eventIds: [...next] }, { onSettled: () => setSaving(null) });
  };
  return (
    <div className="grid gap-4 overflow-y-auto px-5 py-5 sm:px-7">
      {nights.data.length === 0 ? (
        <EmptyText>No nights coming up.</EmptyText>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Coming nights</legend>
          {nights.data.map((night) => (
            <label
              key={night.eventId}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-white/10 bg-bg px-3 py-2.5 text-sm"
            >
              <input
                type="checkbox"
                checked={given.has(night.eventId)}
                disabled={save.isPending}
                onChange={(event) => toggle(night.eventId, event.currentTarget.checked)}
                className="size-4 accent-pink"
              />
              <span className="min-w-0">
                <span className="block font-semibold break-words">{night.title}</span>
                <span className="text-muted">{formatAdminDateTime(night.date)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Dialog.Close asChild>
        <button type="button" className={`${buttonClass('secondary')} justify-self-end`}>
          Done
        </button>
      </Dialog.Close>
    </div>
  );
}
