import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('works with nothing set: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.club.email).toBe('hello@mesc.club');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('stops with one sentence naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLUB_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/CLUB_INSTAGRAM_URL/);
  });

  it('chooses the S3 bucket by its variables alone, the bucket in the path for other services', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = loadConfig({ S3_BUCKET: 'club', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3;
    expect(s3).toMatchObject({ bucket: 'club', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'club' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'club', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  });

  it('takes the admin password and session lifetime from the environment', () => {
    expect(loadConfig({}).adminSessionHours).toBe(12);
    expect(loadConfig({ ADMIN_PASSWORD: 'long enough', ADMIN_SESSION_HOURS: '2' })).toMatchObject({
      adminPassword: 'long enough',
      adminSessionHours: 2,
    });
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 8 characters/,
    );
  });
});
