import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, hasCode, statusOf } from './api-error';
import { apiRequest, getJson } from './api-request';

const respond = (body: string, init: ResponseInit) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, init));

afterEach(() => vi.unstubAllGlobals());

describe('the request helper', () => {
  it('sends JSON with credentials', async () => {
    const fetch = respond('{"ok":true}', { status: 200 });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('POST', '/api/contact', { name: 'Ana' });
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ana"}',
      credentials: 'include',
    });
  });

  it('turns a non-OK response into an ApiError with the status, the message and the body', async () => {
    vi.stubGlobal('fetch', respond('{"message":"Event Full"}', { status: 409 }));
    const error = await apiRequest('POST', '/api/events/1/rsvp', {}).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Event Full', body: { message: 'Event Full' } });
  });

  it('reads the code of the answer, or null when it has none', async () => {
    vi.stubGlobal('fetch', respond('{"message":"Event Full","code":"event_full"}', { status: 409 }));
    const error = await apiRequest('POST', '/api/events/1/rsvp', {}).catch((e: Error) => e);
    expect(error).toMatchObject({ status: 409, message: 'Event Full', code: 'event_full' });
    expect(hasCode(error, 'event_full')).toBe(true);
    vi.stubGlobal('fetch', respond('Bad gateway', { status: 502 }));
    expect(await apiRequest('GET', '/api/events').catch((e: Error) => e)).toMatchObject({ code: null });
  });

  it('uses the text, or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond('Bad gateway', { status: 502 }));
    await expect(apiRequest('GET', '/api/events')).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
    });
    vi.stubGlobal('fetch', respond('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/events')).rejects.toThrow('Service Unavailable');
  });

  it('lets a network failure through as it is: no status, no server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('GET', '/api/events').catch((e: Error) => e);
    expect(statusOf(error)).toBeNull();
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('a GET of JSON', () => {
  it('answers the JSON of the URL', async () => {
    const fetch = respond('[1,2]', { status: 200 });
    vi.stubGlobal('fetch', fetch);
    expect(await getJson('/api/events')).toEqual([1, 2]);
    expect(fetch.mock.calls[0][0]).toBe('/api/events');
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it("says the failure's own text when given one, keeping the status and the body", async () => {
    vi.stubGlobal('fetch', respond('{"message":"Invalid category"}', { status: 400 }));
    const error = await getJson('/api/events?category=x', 'Failed to fetch events').catch((e: Error) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Failed to fetch events',
      body: { message: 'Invalid category' },
    });
    await expect(getJson('/api/events?category=x')).rejects.toThrow('Invalid category');
  });

  it('lets a network failure through as it is, failure text or not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await getJson('/api/events', 'Failed to fetch events').catch((e: Error) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error)).toBeNull();
  });
});
