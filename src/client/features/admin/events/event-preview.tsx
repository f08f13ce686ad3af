import { Eye } from 'lucide-react';
import type { Event } from '../../../../shared/events';
import { EventDetails } from '../../events';
import { PanelDialog } from '../panel-dialog';
import { cardActionClass } from '../tab-states';

/**
 * The event's public page as visitors will see it (a draft too, before it is published), inside
 * the dashboard: the same component the site renders, without its buttons.
 */
export function EventPreview({ event }: { event: Event }) {
  return (
    <PanelDialog
      trigger={
        <button type="button" className={cardActionClass} aria-label={`Preview ${event.title}`}>
          <Eye size={15} aria-hidden />
          Preview
        </button>
      }
      title={`Preview: ${event.title}`}
      description={
        event.draft ? 'A draft: only staff see it until it is published.' : 'As it is on the site now.'
      }
      background="bg-bg"
    >
      <div className="overflow-y-auto">
        <EventDetails event={event} preview />
      </div>
    </PanelDialog>
  );
}
