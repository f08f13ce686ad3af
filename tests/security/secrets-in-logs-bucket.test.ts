import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/admin';
import { build } from '../helpers/build';
import { capturedLog } from './captured-log';

// The S3 driver's secret key stays out of the log and the answers, even when the bucket cannot
// be reached and the SDK's failure is logged.

const { logger, call, expectNoneOf, text } = capturedLog();
const password = 'Admin-secret-Flamingo-42';
const bucketSecret = 'S3-secret-Key-Coconut';

describe('the log and the error answers', () => {
  it('never hold the bucket secret, even when the bucket cannot be reached', async () => {
    const app = await build({
      env: {
        ADMIN_PASSWORD: password,
        S3_BUCKET: 'club',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'club-key',
        S3_SECRET_ACCESS_KEY: bucketSecret,
      },
      logger,
    });
    const token = (
      await call(app, {
        method: 'POST',
        url: '/api/admin/login',
        payload: { password },
      })
    ).json().token;
    const { uploadURL } = (
      await call(app, { method: 'POST', url: '/api/objects/upload', headers: bearer(token) })
    ).json();
    const registered = await call(app, {
      method: 'POST',
      url: '/api/admin/product-images',
      payload: { imageURL: uploadURL },
      headers: bearer(token),
    });
    expect(registered.statusCode).toBeGreaterThanOrEqual(500);
    expect(text()).toMatch(/request failed/);
    expectNoneOf([bucketSecret, password, token]);
  });
});
