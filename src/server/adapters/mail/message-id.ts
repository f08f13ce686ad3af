/** A domain name as a Message-ID may carry it: labels of letters, digits and inner hyphens. */
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * The domain of the club's Message-IDs: the From address's own (mail filters expect a message's id
 * on the domain it comes from), else the host of PUBLIC_URL. Never one the club does not own.
 */
export function messageIdDomain(mailFrom: string, publicUrl: string): string {
  const fromDomain = /@([^@<>\s]+)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase();
  if (fromDomain && DOMAIN.test(fromDomain)) return fromDomain;
  return new URL(publicUrl).hostname;
}
