import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Download, Loader2, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';
import { downloadCsv } from './admin-request';

/** A tab's heading line: its title, a short line, and its actions (Add, CSV). */
export function TabHeader({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="font-display text-4xl tracking-wide">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('primary')}>
      <Plus size={18} aria-hidden />
      {label}
    </button>
  );
}

/** Fetches a CSV of the admin API with the session token and saves it. */
export function CsvButton({
  path,
  fileName,
  label = 'Download CSV',
}: {
  path: string;
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, fileName);
    } catch {
      toast({ title: 'Error', description: 'Failed to download the CSV file', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={download} disabled={busy} className={buttonClass('secondary')}>
      <Download size={18} aria-hidden />
      {busy ? 'Preparing...' : label}
    </button>
  );
}

export function LoadingText({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
      <Loader2 size={18} aria-hidden className="animate-spin text-cyan" />
      {children}
    </p>
  );
}

export function EmptyText({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-white/15 px-6 py-12 text-center text-muted">
      {children}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red/40 bg-red/5 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="text-red" />
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
        Try again
      </button>
    </div>
  );
}

/** The grid every tab lays its cards in: one column on a phone, up to three on a desktop. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

/** The list a log is laid in: one item under another, each as wide as the list. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}

/** Edit and Delete (or Remove) at the foot of a card. */
export const cardActionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-white/15 px-3.5 py-2 text-sm font-semibold transition hover:border-cyan/60 hover:text-cyan';
/** A small label in a list: an attendee's kind and status, a waitlist entry's priority. */
export const badgeClass =
  'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
export const cardDeleteClass =
  'inline-flex items-center gap-1.5 rounded-full border border-red/40 px-3.5 py-2 text-sm font-semibold text-red transition hover:bg-red/10';

/**
 * A tab's list in its four states: loading, failed (with a retry), empty, or its items. The
 * `failure` text replaces the query's own error message when given.
 */
export function TabList<T>({
  query,
  loading,
  failure,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  failure?: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingText>{loading}</LoadingText>;
  if (query.isError)
    return <LoadError message={failure ?? query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <EmptyText>{empty}</EmptyText>;
  return children(query.data);
}
