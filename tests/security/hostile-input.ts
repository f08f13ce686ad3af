import fc from 'fast-check';

// Random and malformed input for the property tests: ids for path parameters, raw query strings,
// and bodies of any shape with any (or no, or a lying) content type.

/** A C0 or C1 control character (NUL included) or DEL. */
export const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

/** Half of a surrogate pair on its own: JSON can carry it, but it is no character. */
export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Characters that are never drawn or draw nothing: format, fillers, selectors, marks alone, blanks. */
export const invisibleCharacter = fc.oneof(
  fc.constantFrom(
    ...'\u200B\u200C\u200D\u2060\uFEFF\u00AD\u180E\uFE00\uFE0F\u3164\u115F\u1160\uFFA0\u2800\u034F\u2061\u2064',
    ...'\u0301\u0308\u20DD \u00A0\u2003\u3000\u202F\u200E\u200F\u061C',
    '\u{E0041}',
    '\u{E0100}',
    '\u{1D173}',
  ),
  // Any code point at all that shows nothing: unassigned, private use, marks, spaces, ignorables.
  fc
    .integer({ min: 0xa0, max: 0x10ffff })
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code))
    .filter(
      (char) => !/[\p{L}\p{N}\p{P}\p{S}]/u.test(char) || /\p{Default_Ignorable_Code_Point}/u.test(char),
    ),
);

/** A direction override or isolate: invisible, it shows the text around it in another order. */
export const directionControl = fc.constantFrom(...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069');

/** Text of full Unicode: any code point, with control characters and lone surrogates mixed in. */
export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({
    ...constraints,
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: controlCharacter },
      { weight: 1, arbitrary: loneSurrogate },
      { weight: 1, arbitrary: fc.constantFrom('\r\n', '\n', '\t', '\u2028', '\u0085', '\u0000') },
    ),
  });

/**
 * Multi-line text of full Unicode that the text rules accept (docs/input-rules.md): anyText without
 * the characters every field refuses (control characters but tab and line feed, halves of
 * surrogate pairs, U+2028/U+2029, direction overrides and isolates). CR is dropped, since the site
 * stores a CR LF as LF.
 */
export const acceptedMultiLineText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  anyText(constraints).map((text) =>
    text
      .replace(/[^\P{Cc}\t\n]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''),
  );

/** %-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) becomes bytes that are no UTF-8. */
export const encodeURIComponentSafely = (text: string) =>
  [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

/** A query string of random bytes, every one %-encoded: invalid UTF-8 and NUL included. */
export const randomBytesQuery = fc
  .tuple(
    fc.constantFrom('', 'category=', 'month=', 'view=calendar&month=', 'q='),
    fc.uint8Array({ maxLength: 24 }),
  )
  .map(
    ([prefix, bytes]) => `?${prefix}${[...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`,
  );

export const anyId = fc.oneof(
  fc.integer({ min: -10, max: 10 }).map(String),
  anyText({ minLength: 1, maxLength: 20 }).map(encodeURIComponentSafely),
  fc.constantFrom('0', '-1', '1.5', '1e3', 'NaN', '9007199254740993', '99999999999999999999', '0x10'),
  fc.constantFrom('%00', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%E0%A4%A', '<script>', "1'%20or%201=1"),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

export const anyQuery = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(anyText({ maxLength: 12 }), fc.oneof(anyText(), fc.integer().map(String)), { maxKeys: 4 })
    .map((fields) => `?${new URLSearchParams(fields)}`),
  randomBytesQuery,
  fc.constantFrom(
    '?%',
    '?%zz=1',
    '?a[b]=1&a[b]=2',
    '?&&==&',
    '?token=&signature=&expires=-1',
    '?category=NBA&category=NFL',
  ),
  anyText({ maxLength: 60 }).map((text) => `?${encodeURIComponentSafely(text).replace(/%3D/g, '=')}`),
);

const json = (value: unknown) => ({
  payload: JSON.stringify(value) ?? 'null',
  headers: { 'content-type': 'application/json' },
});

export const anyBody: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = fc.oneof(
  fc.jsonValue().map(json),
  fc
    .dictionary(
      fc.constantFrom(
        'name',
        'email',
        'message',
        'title',
        'password',
        'token',
        'imageURL',
        'tierId',
        'amount',
        'logoUrl',
        'websiteUrl',
        'images',
        'date',
        'price',
        'clientSecret',
        'paymentIntentId',
      ),
      fc.oneof(
        anyText(),
        fc.integer(),
        fc.constant(null),
        fc.constantFrom('javascript:alert(1)', '<script>alert(1)</script>', 'a@example.com', '/objects/../x'),
      ),
    )
    .map(json),
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '"unterminated',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    )
    .map((payload) => ({
      payload,
      headers: { 'content-type': 'application/json' },
    })),
  fc.string({ maxLength: 200 }).map((payload) => ({ payload, headers: { 'content-type': 'text/plain' } })),
  fc
    .string({ maxLength: 200 })
    .map((payload) => ({ payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  })),
  fc.constant({
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  }),
  fc.constant({ payload: undefined, headers: {} }),
  fc.constant({ payload: 'x'.repeat(20_000), headers: { 'content-type': 'application/json' } }),
);
