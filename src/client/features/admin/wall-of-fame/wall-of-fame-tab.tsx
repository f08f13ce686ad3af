import type { ReactNode } from 'react';
import { TIER_LABELS } from '../../../../shared/constants';
import { formatCalendarDate } from '../../../../shared/dates';
import type { WallOfFameMember } from '../../../../shared/wall-of-fame';
import { tierTextClass } from '../../wall-of-fame';
import { wallOfFameQuery } from '../../wall-of-fame/api';
import { AdminListTab } from '../admin-list-tab';
import { removeWallOfFameMemberMutation } from './api';
import { WallOfFameForm } from './wall-of-fame-form';

export function WallOfFameTab() {
  return (
    <AdminListTab
      name="wall-of-fame"
      title="Wall of Fame"
      description="The members the public Wall of Fame shows, by tier."
      addLabel="Add Member to Wall of Fame"
      query={wallOfFameQuery}
      loading="Loading members..."
      failure="Failed to fetch members"
      empty="No members yet. Add your first member!"
      search={{
        label: 'Search members',
        noun: 'members',
        text: (member) => [member.name, TIER_LABELS[member.membershipTier]].join(' '),
      }}
      listLabel="Wall of Fame members"
      itemName={(member) => member.name}
      card={(member, actions) => <MemberCard member={member} actions={actions} />}
      deletion={(member) => ({
        verb: 'Remove',
        title: 'Remove this member?',
        description: `${member.name} will no longer show on the Wall of Fame.`,
        confirmLabel: 'Remove Member',
        busyLabel: 'Removing...',
        done: ['Member removed', 'The member has been removed from the Wall of Fame'],
        failure: 'Failed to remove member',
      })}
      remove={removeWallOfFameMemberMutation}
      form={(member, onClose) => <WallOfFameForm member={member} onClose={onClose} />}
    />
  );
}

function MemberCard({ member, actions }: { member: WallOfFameMember; actions: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
      <h3 className={`font-display text-3xl tracking-wide ${tierTextClass[member.membershipTier]}`}>
        {member.name}
      </h3>
      <p className="text-sm font-semibold">{TIER_LABELS[member.membershipTier]}</p>
      <p className="mt-1 text-sm text-muted">
        Joined <time dateTime={member.joinedDate}>{formatCalendarDate(member.joinedDate)}</time>
      </p>
      <div className="mt-auto flex gap-2 pt-4">{actions}</div>
    </article>
  );
}
