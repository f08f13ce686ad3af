// One schema for both engines (PGlite and PostgreSQL), one file per domain. Business rules that
// must hold whatever code path writes a row live here as CHECK constraints and unique indexes, not
// only in zod. A table that points at another domain's table imports that domain's file; no two
// files import each other. Only tables are exported here (drizzle-kit and the app read them all
// from this file); the shared column helpers stay in columns.ts.

export * from './admin';
export * from './contact';
export * from './events';
export * from './jobs';
export * from './mail';
export * from './members';
export * from './membership';
export * from './newsletter';
export * from './settings';
export * from './sponsors';
export * from './staff';
export * from './store';
export * from './test-provider';
export * from './tickets';
export * from './uploads';
export * from './waitlist';
export * from './wall-of-fame';
