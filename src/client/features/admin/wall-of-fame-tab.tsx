import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TIER_LABELS } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import { tierTextClass } from '../wall-of-fame/tier-style';
import { DeleteButton, EditButton } from './card-actions';
import { AddButton, CardGrid, TabHeader, TabList } from './tab-states';
import { useRemoveWallOfFameMember } from './use-admin-wall-of-fame';
import { WallOfFameForm } from './wall-of-fame-form';

const wallOfFameQuery = queryOptions<WallOfFameMember[]>({ queryKey: ['/api/wall-of-fame'] });

export function WallOfFameTab() {
  const members = useQuery(wallOfFameQuery);
  const [editing, setEditing] = useState<WallOfFameMember | 'new' | null>(null);
  return (
    <section aria-labelledby="wall-of-fame-heading">
      <TabHeader
        id="wall-of-fame-heading"
        title="Wall of Fame"
        description="The members the public Wall of Fame shows, by tier."
      >
        <AddButton label="Add Member to Wall of Fame" onClick={() => setEditing('new')} />
      </TabHeader>
      <TabList
        query={members}
        loading="Loading members..."
        failure="Failed to fetch members"
        empty="No members yet. Add your first member!"
      >
        {(items) => (
          <CardGrid label="Wall of Fame members">
            {items.map((member) => (
              <MemberCard key={member.id} member={member} onEdit={() => setEditing(member)} />
            ))}
          </CardGrid>
        )}
      </TabList>
      {editing && (
        <WallOfFameForm member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

function MemberCard({ member, onEdit }: { member: WallOfFameMember; onEdit: () => void }) {
  const remove = useRemoveWallOfFameMember();
  return (
    <li>
      <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
        <h3 className={`font-display text-3xl tracking-wide ${tierTextClass[member.membershipTier]}`}>
          {member.name}
        </h3>
        <p className="text-sm font-semibold">{TIER_LABELS[member.membershipTier]}</p>
        <p className="mt-1 text-sm text-muted">
          Joined <time dateTime={member.joinedDate}>{formatCalendarDate(member.joinedDate)}</time>
        </p>
        <div className="mt-auto flex gap-2 pt-4">
          <EditButton name={member.name} onClick={onEdit} />
          <DeleteButton
            name={member.name}
            verb="Remove"
            title="Remove this member?"
            description={`${member.name} will no longer show on the Wall of Fame.`}
            confirmLabel="Remove Member"
            busyLabel="Removing..."
            remove={() => remove.mutateAsync(member.id)}
            done={['Member removed', 'The member has been removed from the Wall of Fame']}
            failure="Failed to remove member"
          />
        </div>
      </article>
    </li>
  );
}
