// Screenshots of pages at phone (390 px) and desktop (1440 px) width, for looking at what we build:
//   node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /events /store
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`[${width}] ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p === '/' ? 'home' : p.replace(/\//g, '_').replace(/^_/, '');
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
  }
  await page.close();
}
await browser.close();
