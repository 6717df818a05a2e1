/** The cookie notice's own cookie, as the original product named it. */
export const COOKIE_CONSENT_NAME = 'areYouOkWithCookie';
export const COOKIE_CONSENT_DAYS = 150;

export function cookiesAccepted(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${COOKIE_CONSENT_NAME}=true`);
}

/** The whole site shares one answer, so both apps (runtime and studio) stop asking. */
export function acceptCookies(): void {
  document.cookie = `${COOKIE_CONSENT_NAME}=true; max-age=${COOKIE_CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}
