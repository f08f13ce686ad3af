/** The feeds' port, the SMTP port, and the address where a test reads the mail. */
export function peerPorts(port: number): { feeds: number; mail: number; mailbox: string };
/** NEWS_FEEDS for an app whose news comes from the fixture feeds. */
export function newsFeedsFor(port: number): string;
/** The admin password of the test site (e2e/admin-helpers.ts signs in with it). */
export const e2eAdminPassword: string;
