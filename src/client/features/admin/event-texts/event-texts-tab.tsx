import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import { type EventTextItem, eventTextSchema } from '../../../../shared/events-schema';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { ListTab } from '../admin-list-tab';
import { EditButton } from '../card-actions';
import { FormDialog, useAdminForm } from '../form-dialog';
import { CardGrid } from '../tab-states';
import { ImageUrlField } from '../uploads/image-url-field';
import { eventTextsQuery, saveEventTextMutation } from './api';

/** Editors write the coming nights' words and pick their pictures (docs/staff.md). */
export function EventTextsTab() {
  const [editing, setEditing] = useState<EventTextItem | null>(null);
  return (
    <ListTab
      name="event-texts"
      title="Night Texts"
      description="The words and the picture of each coming night. Dates, prices and seats are the managers'."
      query={eventTextsQuery}
      loading="Loading nights..."
      empty="No nights coming up."
      search={{ label: 'Search nights', noun: 'nights', text: (night) => night.title }}
      after={editing && <EventTextForm night={editing} onClose={() => setEditing(null)} />}
    >
      {(nights) => (
        <CardGrid label="Nights">
          {nights.map((night) => (
            <li key={night.id}>
              <article className="flex h-full flex-col gap-2 rounded-2xl border border-white/10 bg-surface p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-semibold break-words">{night.title}</h3>
                  {night.draft && (
                    <span className="shrink-0 rounded-full border border-white/25 px-2.5 py-0.5 text-xs font-bold text-muted">
                      Draft
                    </span>
                  )}
                </div>
                <p className="text-sm text-muted">{formatAdminDateTime(night.date)}</p>
                <p className="line-clamp-3 text-sm break-words">{night.description}</p>
                <div className="mt-auto flex gap-2 pt-2">
                  <EditButton name={night.title} onClick={() => setEditing(night)} />
                </div>
              </article>
            </li>
          ))}
        </CardGrid>
      )}
    </ListTab>
  );
}

function EventTextForm({ night, onClose }: { night: EventTextItem; onClose: () => void }) {
  const [imageUrl, setImageUrl] = useState(night.imageUrl ?? '');
  const form = useAdminForm({
    schema: eventTextSchema,
    values: (data) => ({ ...texts(data, ['title', 'description']), imageUrl }),
    required: { title: 'Title is required', description: 'Description is required' },
    save: useMutation(saveEventTextMutation),
    id: night.id,
    saved: ['Night updated', 'Its words and picture are on the site.'],
    failed: (reason) => reason ?? 'Failed to update the night',
    onClose,
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title="Edit the night's words"
      description={`${formatAdminDateTime(night.date)}: the date, price and seats stay as they are.`}
      submitLabel="Save"
    >
      <TextField label="Title" {...field('title')} defaultValue={night.title} required />
      <TextAreaField
        label="Description"
        {...field('description')}
        defaultValue={night.description}
        required
      />
      <ImageUrlField value={imageUrl} onChange={setImageUrl} error={form.errors.imageUrl} />
    </FormDialog>
  );
}
