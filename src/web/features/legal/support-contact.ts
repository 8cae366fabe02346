// How players reach support. The contact form on /contact works for anyone, signed
// out or banned (decision 0034); the feedback form works for signed-in players. An
// email address is the operator's to publish: set VITE_SUPPORT_EMAIL when the web
// app is built (for example `VITE_SUPPORT_EMAIL=support@example.com npm start`).

const configured = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() ?? '';

/** The support email address, or null when the operator has not published one. */
export const SUPPORT_EMAIL: string | null = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(configured) ? configured : null;

/** Spec part 1 §9. */
export const SUPPORT_RESPONSE_TIME = '1–2 business days';

/** The date the legal texts last changed, shown on each of them. */
export const LEGAL_LAST_UPDATED = '2026-11-25';
