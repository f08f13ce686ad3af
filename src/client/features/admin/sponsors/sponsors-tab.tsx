import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { isWebUrl, type Sponsor } from '../../../../shared/sponsors';
import { AdminListTab } from '../admin-list-tab';
import { PitchDeckCard } from '../pitch-deck/pitch-deck-card';
import { adminSponsorsQuery, deleteSponsorMutation } from './api';
import { SponsorForm } from './sponsor-form';

export function SponsorsTab() {
  return (
    <AdminListTab
      name="sponsors"
      title="Sponsors"
      description="Partners and their logos; inactive ones stay here, off the public page."
      addLabel="Add New Sponsor"
      above={<PitchDeckCard />}
      query={adminSponsorsQuery}
      loading="Loading sponsors..."
      empty="No sponsors yet. Add your first sponsor!"
      search={{
        label: 'Search sponsors',
        noun: 'sponsors',
        text: (sponsor) => [sponsor.name, sponsor.websiteUrl ?? ''].join(' '),
      }}
      listLabel="Sponsors"
      itemName={(sponsor) => sponsor.name}
      card={(sponsor, actions) => <SponsorCard sponsor={sponsor} actions={actions} />}
      deletion={(sponsor) => ({
        title: 'Delete this sponsor?',
        description: `“${sponsor.name}” will be removed. To hide it for a while instead, make it inactive.`,
        confirmLabel: 'Delete Sponsor',
        done: ['Sponsor deleted', 'The sponsor has been deleted successfully'],
        failure: 'Failed to delete sponsor',
      })}
      remove={deleteSponsorMutation}
      form={(sponsor, onClose) => <SponsorForm sponsor={sponsor} onClose={onClose} />}
    />
  );
}

function SponsorCard({ sponsor, actions }: { sponsor: Sponsor; actions: ReactNode }) {
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-surface p-5 ${sponsor.isActive ? 'border-white/10' : 'border-dashed border-white/15'}`}
    >
      <div className="flex h-24 items-center justify-center rounded-xl bg-bg p-3">
        {sponsor.logoUrl ? (
          <img
            src={sponsor.logoUrl}
            alt={`${sponsor.name} logo`}
            width={200}
            height={80}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-sm text-muted">No logo</span>
        )}
      </div>
      <div className="mt-4 flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{sponsor.name}</h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${sponsor.isActive ? 'bg-teal text-bg' : 'border border-white/25 text-muted'}`}
        >
          {sponsor.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">Display order: {sponsor.displayOrder}</p>
      {isWebUrl(sponsor.websiteUrl) && (
        <a
          href={sponsor.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-sm break-all text-cyan hover:underline"
        >
          {sponsor.websiteUrl.replace(/^https?:\/\//, '')}
          <ExternalLink size={13} aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <div className="mt-auto flex gap-2 pt-4">{actions}</div>
    </article>
  );
}
