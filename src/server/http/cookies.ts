import type { FastifyRequest } from 'fastify';

// The site's own cookies (the member session, the checkout's browser): each holds a random
// 43-character base64url token, is httpOnly and SameSite=Lax, and Secure when the request came
// over https (behind a proxy: with TRUST_PROXY).

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token a request's cookie `name` holds, if it has the shape of one of the site's tokens. */
export function cookieToken(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      return TOKEN_PATTERN.test(token) ? token : null;
    }
  }
  return null;
}

/** A Set-Cookie value for one of the site's tokens; an empty value and 0 seconds clear it. */
export function tokenCookie(
  request: FastifyRequest,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
