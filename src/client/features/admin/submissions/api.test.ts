import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage, ContactMessagePage } from '../../../../shared/contact-messages';
import type { Pages } from '../admin-query';
import { contactMessagesQuery, markSubmissionMutation } from './api';

const message = (readAt: string | null): ContactMessage =>
  ({ id: 7, name: 'Ana', email: 'ana@example.com', message: 'Hi', readAt }) as unknown as ContactMessage;
const page = (readAt: string | null): ContactMessagePage =>
  ({ items: [message(readAt)], nextCursor: null, unread: readAt === null ? 1 : 0 }) as ContactMessagePage;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('staff marking a form submission read or unread', () => {
  it('a list fetch that left before the mark never brings the old state back while it is saved', async () => {
    // The server: the message is unread until the PATCH lands. A list fetch is under way when
    // staff press the button, and it answers while the PATCH is still on its way, with what it read
    // before the change.
    let serverReadAt: string | null = null;
    let answerList: (() => void) | undefined;
    let answerPatch: (() => void) | undefined;
    let listCalls = 0;
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        await new Promise<void>((resolve) => (answerPatch = resolve));
        serverReadAt = '2026-11-28T10:00:00.000Z';
        return json(message(serverReadAt));
      }
      listCalls += 1;
      const snapshot = page(serverReadAt);
      if (listCalls === 2) await new Promise<void>((resolve) => (answerList = resolve));
      return json(snapshot);
    });

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = contactMessagesQuery(undefined);
    const shown = () => client.getQueryData<Pages<ContactMessagePage>>(list.queryKey)?.pages[0];
    // The list is on screen: an observer keeps it active, so a change refreshes it.
    const unsubscribe = new InfiniteQueryObserver(client, list).subscribe(() => {});
    await vi.waitFor(() => expect(shown()).toBeDefined());
    const refresh = client.refetchQueries({ queryKey: list.queryKey });
    await vi.waitFor(() => expect(answerList).toBeDefined());

    const saved = new MutationObserver(client, markSubmissionMutation).mutate({ id: 7, read: true });
    await vi.waitFor(() => expect(answerPatch).toBeDefined());
    expect(shown()?.items[0]?.readAt).not.toBeNull();

    answerList?.();
    await refresh;
    expect(shown()?.items[0]?.readAt).not.toBeNull();
    expect(shown()?.unread).toBe(0);

    answerPatch?.();
    await saved;
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(shown()?.items[0]?.readAt).toBe(serverReadAt);
    expect(shown()?.unread).toBe(0);
    unsubscribe();
  });
});
