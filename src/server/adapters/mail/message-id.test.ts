import { describe, expect, it } from 'vitest';
import { messageIdDomain } from './message-id';

describe("the domain of the club's Message-IDs", () => {
  it("is the From address's own domain", () => {
    expect(messageIdDomain('MESC <hello@mesc.club>', 'https://www.mesc.example')).toBe('mesc.club');
    expect(messageIdDomain('team@Mail.MESC.club', 'http://localhost:3000')).toBe('mail.mesc.club');
  });

  it('is the host of PUBLIC_URL when the From address gives no domain a Message-ID can carry', () => {
    expect(messageIdDomain('MESC', 'https://www.mesc.example')).toBe('www.mesc.example');
    expect(messageIdDomain('MESC <hello@[127.0.0.1]>', 'https://www.mesc.example/')).toBe('www.mesc.example');
    expect(messageIdDomain('x@bad_domain>\r\nBcc: y', 'https://club.example')).toBe('club.example');
  });
});
