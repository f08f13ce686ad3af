import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarDays,
  Handshake,
  History,
  Inbox,
  LogOut,
  Mail,
  PenLine,
  ShieldCheck,
  ShoppingBag,
  Trophy,
  Users,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionAnswer } from '../../../shared/admin-auth';
import { SECOND_STEP_NEEDED } from '../../../shared/staff';
import {
  NIGHT_LIMITED_ROLES,
  ROLE_LABELS,
  roleMay,
  type StaffPermission,
  type StaffRole,
} from '../../../shared/staff-roles';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { useUrlState } from '../../lib/use-url-state';
import { ActivityTab } from './activity/activity-tab';
import { adminKeys } from './admin-keys';
import { LIVE_REFRESH_MS } from './admin-query';
import { adminSessionQuery } from './api';
import { BroadcastsTab } from './broadcasts/broadcasts-tab';
import { DoorNightsPanel } from './door/door-nights';
import { EventTextsTab } from './event-texts/event-texts-tab';
import { EventsTab } from './events/events-tab';
import { FailedMailNotice } from './mail-status/failed-mail-notice';
import { MembersTab } from './members/members-tab';
import { SecondStepDialog, SecondStepPanel } from './second-step/second-step-panel';
import { SponsorsTab } from './sponsors/sponsors-tab';
import { StaffTab } from './staff/staff-tab';
import { ProductsTab } from './store/products-tab';
import { contactMessagesQuery } from './submissions/api';
import { SubmissionsTab } from './submissions/submissions-tab';
import { WallOfFameTab } from './wall-of-fame/wall-of-fame-tab';

// The tabs, Store Products first (the default); the active one lives in the URL. Each shows only
// to a role with its permission (src/shared/staff-roles.ts); the API refuses the rest anyway.
const allTabs: {
  id: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  Panel: ComponentType;
  permission: StaffPermission;
  /** Shown only to a role without this permission (its tab does the same and more). */
  unless?: StaffPermission;
}[] = [
  { id: 'products', label: 'Store Products', icon: ShoppingBag, Panel: ProductsTab, permission: 'content' },
  { id: 'events', label: 'Events', icon: CalendarDays, Panel: EventsTab, permission: 'events' },
  {
    id: 'night-texts',
    label: 'Night Texts',
    icon: PenLine,
    Panel: EventTextsTab,
    permission: 'content',
    unless: 'events',
  },
  { id: 'sponsors', label: 'Sponsors', icon: Handshake, Panel: SponsorsTab, permission: 'content' },
  {
    id: 'submissions',
    label: 'Form Submissions',
    icon: Inbox,
    Panel: SubmissionsTab,
    permission: 'submissions',
  },
  { id: 'members', label: 'Members', icon: Users, Panel: MembersTab, permission: 'members' },
  { id: 'wall-of-fame', label: 'Wall of Fame', icon: Trophy, Panel: WallOfFameTab, permission: 'content' },
  { id: 'mail', label: 'Club Mail', icon: Mail, Panel: BroadcastsTab, permission: 'mail' },
  { id: 'staff', label: 'Staff', icon: ShieldCheck, Panel: StaffTab, permission: 'staff' },
  { id: 'activity', label: 'Activity', icon: History, Panel: ActivityTab, permission: 'staff' },
];

/** The tabs a role may open, in their order. */
const tabsFor = (role: StaffRole) =>
  allTabs.filter((tab) => roleMay(role, tab.permission) && !(tab.unless && roleMay(role, tab.unless)));

/** The dashboard is live (admin-query.ts, LIVE_REFRESH_MS). */

function liveDashboard(client: QueryClient): () => void {
  client.setQueryDefaults(adminKeys.all, {
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: LIVE_REFRESH_MS,
  });
  return () => client.setQueryDefaults(adminKeys.all, {});
}

/** The tab staff had open last, in this browser: the dashboard opens on it again. */
const LAST_TAB_KEY = 'mesc-admin-tab';

function lastTab(): string | null {
  try {
    return window.localStorage.getItem(LAST_TAB_KEY);
  } catch {
    return null;
  }
}

function keepTab(tab: string): void {
  try {
    window.localStorage.setItem(LAST_TAB_KEY, tab);
  } catch {
    // Storage refused: the dashboard opens on its first tab next time.
  }
}

const tabClass =
  'inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-muted transition hover:text-text data-[state=active]:bg-pink data-[state=active]:text-bg data-[state=active]:shadow-glow-pink';

export function AdminDashboard({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const session = useQuery(adminSessionQuery);
  if (!session.data) {
    return (
      <div className="mx-auto max-w-[1280px] px-4 pt-10 sm:px-6">
        <h1 className="font-display text-4xl tracking-wide text-glow-pink sm:text-6xl">Admin Dashboard</h1>
        <Spinner label="Checking your session" />
      </div>
    );
  }
  return (
    <DashboardTabs
      role={session.data.role}
      actor={session.data.actor}
      secondStep={session.data.secondStep}
      onLogout={onLogout}
      loggingOut={loggingOut}
    />
  );
}

function DashboardTabs({
  role,
  actor,
  secondStep,
  onLogout,
  loggingOut,
}: {
  role: StaffRole;
  actor: string;
  secondStep: SessionAnswer['secondStep'];
  onLogout: () => void;
  loggingOut: boolean;
}) {
  // An owner or manager the owner requires a second step of sets it up before anything else.
  const tabs = secondStep === 'required' ? [] : tabsFor(role);
  const first = tabs[0]?.id ?? null;
  const client = useQueryClient();
  // Set while the first render runs, before the tabs' queries are made; set again on mount (a
  // remount too) and undone when the dashboard closes.
  useState(() => liveDashboard(client));
  useEffect(() => liveDashboard(client), [client]);
  const [params, update] = useUrlState();
  const [location, navigate] = useLocation();
  const requested = params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? (requested as string) : first;
  // Opened without a tab in the address (from the login, a bookmark): the last one staff used.
  // Once, when the dashboard opens: choosing Store Products afterwards stays there.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (requested) return;
    const last = lastTab();
    if (last && last !== first && tabs.some((t) => t.id === last)) {
      navigate(`${location}?tab=${last}`, { replace: true });
    }
  }, [requested, location, navigate, tabs, first]);
  useEffect(() => {
    if (active) keepTab(active);
  }, [active]);
  const tabList = useRef<HTMLDivElement>(null);
  const unread = useUnreadCount(roleMay(role, 'submissions'));
  // The upload widget is only needed here: fetch it while staff look at the lists.
  // On a phone the tab bar scrolls sideways: keep the open tab in sight (e.g. after a reload).
  useEffect(() => {
    const current = tabList.current?.querySelector<HTMLElement>(`[data-state="active"]`);
    const list = tabList.current;
    if (current && list) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);

  return (
    <div className="mx-auto max-w-[1280px] px-4 pt-10 pb-20 sm:px-6">
      <header className="flex items-start justify-between gap-4 sm:items-end">
        <div>
          <h1 className="font-display text-4xl tracking-wide text-glow-pink sm:text-6xl">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-muted sm:text-base">
            Manage the club's store, events, sponsors and members.
          </p>
          <p className="mt-1 text-sm text-muted">
            Signed in as <span className="text-text">{actor}</span> ({ROLE_LABELS[role]})
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {(secondStep === 'on' || secondStep === 'off') && <SecondStepDialog status={secondStep} />}
          <button type="button" onClick={onLogout} disabled={loggingOut} className={buttonClass('secondary')}>
            <LogOut size={18} aria-hidden />
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </header>
      {roleMay(role, 'mail') && <FailedMailNotice />}
      {secondStep === 'required' && (
        <section
          aria-labelledby="second-step-heading"
          className="mt-8 grid max-w-2xl gap-5 rounded-2xl border border-gold/40 bg-surface p-6"
        >
          <h2 id="second-step-heading" className="font-display text-4xl tracking-wide">
            Set up two-step sign-in
          </h2>
          <p className="text-muted">{SECOND_STEP_NEEDED}</p>
          <SecondStepPanel status="required" />
        </section>
      )}
      {secondStep !== 'required' && NIGHT_LIMITED_ROLES.includes(role) && <DoorNightsPanel />}
      {tabs.length > 0 && (
        <Tabs.Root
          value={active ?? ''}
          onValueChange={(tab) => update({ tab: tab === first ? null : tab })}
          className="mt-8"
        >
          <Tabs.List
            ref={tabList}
            aria-label="Dashboard sections"
            className="-mx-4 flex gap-1 overflow-x-auto border-y border-white/10 bg-surface/60 px-4 py-2 sm:mx-0 sm:w-fit sm:max-w-full sm:rounded-full sm:border sm:p-1.5"
          >
            {tabs.map(({ id, label, icon: Icon }) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className={tabClass}
                aria-label={id === 'submissions' && unread ? `${label}, ${unread} unread` : undefined}
              >
                <Icon size={16} aria-hidden />
                {label}
                {id === 'submissions' && unread > 0 && (
                  <span aria-hidden className="rounded-full bg-cyan px-2 py-px text-xs font-bold text-bg">
                    {unread}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ id, Panel }) => (
            <Tabs.Content key={id} value={id} className="mt-8 rounded-2xl">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}

/** How many form submissions are unread (shown on their tab); 0 until the list is loaded, or for a role that cannot see them. */
function useUnreadCount(allowed: boolean): number {
  return (
    useInfiniteQuery({
      ...contactMessagesQuery(),
      select: (data) => data.pages[0]?.unread ?? 0,
      enabled: allowed,
    }).data ?? 0
  );
}
