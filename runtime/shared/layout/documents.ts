/** The PDF instruction and privacy policy, one per interface language, served beside the apps. */
export function instructionUrl(language: string): string {
  return `/docs/instruction-${language}.pdf`;
}

export function privacyPolicyUrl(language: string): string {
  return `/docs/privacy-policy-${language}.pdf`;
}

/** The mobile app's address comes from the build (VITE_MOBILE_APP_URL); without it there is no link. */
export function mobileAppUrl(): string | undefined {
  const url = import.meta.env.VITE_MOBILE_APP_URL;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
}
