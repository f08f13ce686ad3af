// Sports feeds for the end-to-end tests and for screenshots: RSS and Atom on a local port, dated
// relative to the moment they are asked for, so the cards' ages read the same on every run.
// Article links point back here, to a small page, so a test can follow one into its new tab.
//   FEEDS_PORT=4274 node e2e/fixture-feeds.mjs
import http from 'node:http';

const port = Number(process.env.FEEDS_PORT ?? 4274);
const base = `http://127.0.0.1:${port}`;
// The browser resolves only "localhost" (see chromiumArgs in scripts/chromium.mjs), so links use it.
const articles = `http://localhost:${port}/articles`;
const MINUTE = 60_000;

const stories = {
  nba: [
    [
      'heat-rally',
      20,
      'Heat rally past Celtics with a 17-point fourth-quarter comeback',
      '<p>Miami trailed by <b>17</b> after three quarters &amp; won 112&ndash;108 in front of a sold-out arena.</p>',
    ],
    [
      'bam-award',
      5 * 60 + 10,
      'Heat center named Eastern Conference Player of the Week',
      'Averages of 24 points, 13 rebounds and 5 assists over four wins.',
    ],
  ],
  nfl: [
    [
      'dolphins-clinch',
      70,
      'Dolphins clinch a playoff spot with a late field goal',
      'A 52-yarder as time expired sends Miami to the postseason.',
    ],
  ],
  nhl: [
    [
      'panthers-streak',
      2 * 60 + 5,
      'Panthers extend their win streak to seven with a shutout in Sunrise',
      'Their goalie stops all 31 shots as Florida moves top of the Atlantic Division.',
    ],
  ],
  mlb: [
    [
      'marlins-bullpen',
      3 * 60 + 40,
      'Marlins add a veteran arm to the bullpen',
      'A one-year deal with a club option, pending a physical.',
    ],
  ],
  mls: [
    [
      'inter-miami',
      4 * 60 + 30,
      'Inter Miami unveil their new signing in front of a sold-out crowd',
      'The forward arrives from Europe on a contract through 2029 and could debut on Saturday.',
    ],
  ],
  ncaa: [
    [
      'canes-poll',
      9 * 60,
      'Hurricanes climb to No. 8 in the AP poll after a win over Florida State',
      'Their best ranking since 2017, with two games left in the regular season.',
    ],
  ],
  sports: [
    [
      'marathon',
      26 * 60,
      'Miami Marathon route adds the Venetian Causeway for 2027',
      'Organisers expect a record field of 25,000 runners this winter.',
    ],
  ],
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ago = (minutes) => new Date(Date.now() - minutes * MINUTE);

function rss(title, items) {
  const entries = items.map(
    ([slug, minutes, headline, description]) =>
      `<item><title>${escapeXml(headline)}</title><link>${articles}/${slug}</link><description><![CDATA[${description}]]></description><pubDate>${ago(minutes).toUTCString()}</pubDate><guid>${articles}/${slug}</guid></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${title}</title><link>${base}</link>${entries.join('')}</channel></rss>`;
}

function atom(title, items) {
  const entries = items.map(
    ([slug, minutes, headline, description]) =>
      `<entry><title>${escapeXml(headline)}</title><link rel="alternate" href="${articles}/${slug}"/><id>urn:fixture:${slug}</id><updated>${ago(minutes).toISOString()}</updated><summary type="html">${escapeXml(description)}</summary></entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${title}</title><id>urn:fixture:${title}</id><updated>${new Date().toISOString()}</updated>${entries.join('')}</feed>`;
}

const feeds = {
  '/nba.xml': () => rss('Courtside Daily', stories.nba),
  '/nfl.atom': () => atom('Gridiron Wire', stories.nfl),
  '/mlb.xml': () => rss('Diamond Report', stories.mlb),
  '/nhl.xml': () => rss('Ice Time', stories.nhl),
  '/mls.xml': () => rss('Pitchside', stories.mls),
  '/ncaa.xml': () => rss('Campus Sports', stories.ncaa),
  '/sports.xml': () => rss('All Sports Now', stories.sports),
};

http
  .createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') return response.end('ok');
    if (feeds[path]) {
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      return response.end(feeds[path]());
    }
    if (path.startsWith('/articles/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><title>Fixture article</title><h1>Fixture article</h1>');
    }
    response.writeHead(404).end();
  })
  // Not only 127.0.0.1: the browser follows links to "localhost", which may resolve to ::1.
  .listen(port, () => console.log(`fixture feeds on ${base}`));
