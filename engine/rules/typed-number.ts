import type { RuleMessage } from '../messages';

/** Whole numbers only (answer type 1, the values beside options), or decimals too (answer type 2). */
export type NumberKind = 'integer' | 'decimal';

/**
 * The most digits a typed number may have: a double holds every decimal of up to 15 digits exactly,
 * so the number saved is always the number written.
 */
export const MAX_NUMBER_DIGITS = 15;

/**
 * A typed number read by the rules: its value and the text to store (the digits as typed, a minus
 * when negative, a point before the decimals), or the rule it breaks.
 */
export type TypedNumber = { ok: true; value: number; stored: string } | { ok: false; message: RuleMessage };
