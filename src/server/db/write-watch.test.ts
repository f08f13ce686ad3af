import { describe, expect, it } from 'vitest';
import { WriteWatch, writtenTable } from './write-watch';

describe('the tables a statement writes', () => {
  it.each([
    ['insert into "member_sessions" ("id") values ($1)', 'member_sessions'],
    ['update "members" set "name" = $1 where "members"."id" = $2', 'members'],
    ['delete from "tickets" where "tickets"."id" = $1', 'tickets'],
    ['  UPDATE public.events SET draft = false', 'events'],
    ['truncate table "rsvps"', 'rsvps'],
  ])('%s writes %s', (statement, table) => {
    expect(writtenTable(statement)).toBe(table);
  });

  it.each(['select "id" from "members" where "members"."id" = $1 for update', 'begin', 'commit'])(
    '%s writes nothing',
    (statement) => {
      expect(writtenTable(statement)).toBeNull();
    },
  );

  it('moves the generation of the tables written, and of every table for a statement it cannot read', () => {
    const watch = new WriteWatch();
    const before = watch.generation(['members', 'tickets']);
    watch.logQuery('select 1');
    expect(watch.generation(['members', 'tickets'])).toBe(before);
    watch.logQuery('update "tickets" set "status" = $1');
    expect(watch.generation(['members'])).toBe(new WriteWatch().generation(['members']));
    expect(watch.generation(['members', 'tickets'])).not.toBe(before);
    const now = watch.generation(['members']);
    watch.logQuery('with moved as (delete from jobs returning id) select count(*) from moved');
    expect(watch.generation(['members'])).not.toBe(now);
  });

  it('counts a write on a PostgreSQL connection again once its transaction has committed', async () => {
    const watch = new WriteWatch();
    let release: () => void = () => {};
    const client = {
      query: (text: string) =>
        text === 'commit' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    };
    watch.watchConnection(client as never);
    await client.query('begin');
    await client.query('update "members" set "name" = $1');
    const duringTransaction = watch.generation(['members']);
    const committing = client.query('commit');
    expect(watch.generation(['members'])).toBe(duringTransaction);
    release();
    await committing;
    await Promise.resolve();
    expect(watch.generation(['members'])).not.toBe(duringTransaction);
  });
});
