import type { RuleMessage } from '../messages';

/** A text read as a number, or the rule it breaks. */
export type Parsed = { ok: true; value: number } | { ok: false; message: RuleMessage };
