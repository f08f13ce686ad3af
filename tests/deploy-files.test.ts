import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/project-root';

// The files docs/deploy.md tells a club to copy: systemd reads every line of the units, and Caddy
// takes the Caddyfile as it is. (tests/process/rolling-restart.test.ts runs that Caddyfile.)

const run = promisify(execFile);
const deploy = path.join(projectRoot, 'deploy');
const has = (tool: string) => fs.existsSync(tool);

describe('the deploy files', () => {
  it.skipIf(!has('/usr/bin/systemd-analyze'))('are units systemd reads without a complaint', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-units-'));
    // A template is checked as the instance the docs start (mesc@3001).
    fs.copyFileSync(path.join(deploy, 'mesc@.service'), path.join(folder, 'mesc@3001.service'));
    for (const unit of ['mesc-backup.service', 'mesc-backup.timer']) {
      fs.copyFileSync(path.join(deploy, unit), path.join(folder, unit));
    }
    const units = fs.readdirSync(folder).map((unit) => path.join(folder, unit));
    const { stdout, stderr } = await run('/usr/bin/systemd-analyze', ['verify', '--man=no', ...units]);
    expect(`${stdout}${stderr}`).toBe('');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it.skipIf(!has('/usr/bin/caddy'))(
    'include a Caddyfile Caddy accepts, with no compression of its own',
    async () => {
      const { stdout } = await run(
        '/usr/bin/caddy',
        ['adapt', '--config', path.join(deploy, 'Caddyfile'), '--adapter', 'caddyfile'],
        {
          env: { ...process.env, MESC_SITE: 'club.example.com' },
        },
      );
      const config = JSON.parse(stdout);
      const text = JSON.stringify(config);
      expect(text).toContain('"upstreams":[{"dial":"127.0.0.1:3001"},{"dial":"127.0.0.1:3002"}]');
      expect(text).toContain('"uri":"/healthz"');
      expect(text).not.toContain('"handler":"encode"');
    },
  );
});
