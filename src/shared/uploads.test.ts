import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isObjectPath, isRetryableStatus, uploadedImage } from './uploads';
import { assetUrlSchema, completeWebAddress, webUrlSchema } from './uploads-schema';

describe('an image or file field', () => {
  it('takes a file this site serves or an http(s) address', () => {
    for (const value of [
      '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/1600x900.webp',
      '/objects/demo/sponsors/biscayne-bank.svg',
      'https://cdn.example.com/a.png',
      'http://example.com/logo.svg',
    ]) {
      expect(assetUrlSchema.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses scripts, data URLs, other paths and ways out of the storage folder', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      '/objects/../secrets',
      '/objects/uploads/../../etc/passwd',
      '/objects//evil.example/x.png',
      '/objects/a\\b.png',
      '//evil.example/x.png',
      '/api/admin/sponsors',
      'https://',
      '',
    ]) {
      expect(assetUrlSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('never lets a path with ".." through, whatever it is made of', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isObjectPath(`/objects/${before}..${after}`)).toBe(false);
      }),
    );
  });
});

describe("a sponsor's website", () => {
  it('must be http or https', () => {
    expect(webUrlSchema.safeParse(' https://wynwoodbrewing.example ').data).toBe(
      'https://wynwoodbrewing.example',
    );
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'ftp://x.example',
      'mailto:a@b.example',
      'data:text/html,<b>hi</b>',
      'example',
      'https://',
      '//evil.example/logo.png',
      '\\\\evil.example\\logo.png',
      'https:evil.example',
      '/objects/uploads/x/logo.svg',
    ]) {
      expect(webUrlSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('is completed with https:// when typed without it', () => {
    const completed = {
      'example.com': 'https://example.com',
      ' wynwoodbrewing.example/about?x=1 ': 'https://wynwoodbrewing.example/about?x=1',
      'www.example.com:8080/menu': 'https://www.example.com:8080/menu',
      'http://old.example': 'http://old.example',
    };
    for (const [typed, stored] of Object.entries(completed)) {
      expect(webUrlSchema.safeParse(typed).data, typed).toBe(stored);
      expect(completeWebAddress(typed), typed).toBe(stored);
    }
  });
});

describe('the upload retry rule', () => {
  it('retries 408, 409, 418, 423, 429 and 5xx except 501 and 505', () => {
    const retried = [408, 409, 418, 423, 429, 500, 502, 503, 504, 599];
    const not = [400, 401, 403, 404, 413, 415, 501, 505];
    expect(retried.map(isRetryableStatus)).toEqual(retried.map(() => true));
    expect(not.map(isRetryableStatus)).toEqual(not.map(() => false));
  });
});

describe('an uploaded picture', () => {
  it('gives its width, height and smaller copies from its path alone', () => {
    expect(uploadedImage('/objects/uploads/ab12-cd/1600x1067.webp')).toEqual({
      width: 1600,
      height: 1067,
      srcSet:
        '/objects/uploads/ab12-cd/w400.webp 400w, /objects/uploads/ab12-cd/w800.webp 800w, /objects/uploads/ab12-cd/1600x1067.webp 1600w',
    });
    expect(uploadedImage('/objects/uploads/ab12-cd/600x300.webp')?.srcSet).toBe(
      '/objects/uploads/ab12-cd/w400.webp 400w, /objects/uploads/ab12-cd/600x300.webp 600w',
    );
  });

  it('says nothing about other pictures', () => {
    expect(uploadedImage('/objects/demo/products/polo.svg')).toBeNull();
    expect(uploadedImage('/objects/uploads/ab12/logo.svg')).toBeNull();
    expect(uploadedImage('https://cdn.example.com/1600x900.webp')).toBeNull();
  });
});
