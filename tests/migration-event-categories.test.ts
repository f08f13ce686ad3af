import { describe, expect, it } from 'vitest';
import { migrationSteps } from './helpers/migration-steps';

// A club whose events named their categories as free text: the migration makes those categories
// the club's own, the spec's six in their colours first, and every event keeps its category.

const { db, before, from } = await migrationSteps('_event_categories.sql');

const insertEvent = (category: string, day: number) =>
  db.query(
    `insert into events (title, description, category, date, price)
      values ('Night', 'Fun', $1, $2, 0)`,
    [category, new Date(Date.UTC(2030, 0, day)).toISOString()],
  );

describe('the migration that makes categories the club’s', () => {
  it('keeps every event’s category, one spelling each, the usual ones first in their colours', async () => {
    await before();
    for (const [day, category] of [
      'NBA',
      'nfl',
      ' NFL ',
      'Golf',
      'golf',
      'Trivia Night',
      'All Events',
      'all\u00a0events',
      '  ',
      'Poker',
      'Ärzte Abend',
    ].entries())
      await insertEvent(category, day + 1);
    await from();

    const { rows: categories } = await db.query<{ name: string; color: string; position: number }>(
      'select name, color, position from event_categories order by position',
    );
    expect(categories.map((c) => [c.name, c.color])).toEqual([
      ['NBA', 'pink'],
      ['NFL', 'teal'],
      ['UFC', 'red'],
      ['Poker', 'purple'],
      ['Dominoes', 'gold'],
      ['VIP', 'cyan'],
      ['Cigars', 'white'],
      ['Spirit Tasting', 'white'],
      ['Golf', 'white'],
      ['Other', 'white'],
      ['Trivia Night', 'white'],
      ['Ärzte Abend', 'white'],
    ]);
    expect(categories.map((c) => c.position)).toEqual(categories.map((_, i) => i + 1));

    const { rows: events } = await db.query<{ category: string; category_color: string }>(
      'select category, category_color from events order by date',
    );
    expect(events.map((e) => [e.category, e.category_color])).toEqual([
      ['NBA', 'pink'],
      ['NFL', 'teal'],
      ['NFL', 'teal'],
      ['Golf', 'white'],
      ['Golf', 'white'],
      ['Trivia Night', 'white'],
      ['Other', 'white'],
      ['Other', 'white'],
      ['Other', 'white'],
      ['Poker', 'purple'],
      ['Ärzte Abend', 'white'],
    ]);
  });

  it('then takes new events by category name alone, colours them, and refuses an unknown one', async () => {
    await insertEvent('UFC', 20);
    const { rows } = await db.query<{ category_color: string }>(
      `select category_color from events where category = 'UFC'`,
    );
    expect(rows).toEqual([{ category_color: 'red' }]);
    await expect(insertEvent('Bowling', 21)).rejects.toThrow(/events_category_fk/);
  });

  it('carries a rename and a new colour to every event, and keeps a used category from deletion', async () => {
    await db.query(
      `update event_categories set name = 'American Football', color = 'blue' where name = 'NFL'`,
    );
    const { rows } = await db.query<{ category: string; category_color: string }>(
      `select distinct category, category_color from events where category like 'American%'`,
    );
    expect(rows).toEqual([{ category: 'American Football', category_color: 'blue' }]);
    await expect(db.query(`delete from event_categories where name = 'Golf'`)).rejects.toThrow(
      /events_category_fk/,
    );
    await expect(
      db.query(`insert into event_categories (name, color, position) values ('GOLF', 'teal', 99)`),
    ).rejects.toThrow(/event_categories_lower_name_idx/);
    await expect(
      db.query(`insert into event_categories (name, color, position) values ('Bowling', 'orange', 99)`),
    ).rejects.toThrow(/event_categories_color_check/);
  });
});
