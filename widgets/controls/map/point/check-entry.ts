import type { PointValue } from '@engine/answers/answer-value';
import type { RuleMessage } from '@engine/messages';
import { checkCoordinates } from '@engine/rules/coordinates';
import { utmToPoint } from '@engine/rules/utm';
import type { CoordinateTexts } from './coordinate-texts';

export type CoordinateSystem = 'wgs84' | 'utm';

/** The verdicts of a coordinate entry, by the fields they concern (UTM's concern all four). */
export interface EntryMessages {
  latitude?: RuleMessage;
  longitude?: RuleMessage;
  utm?: RuleMessage;
}

export type EntryCheck = { ok: true; point: PointValue } | { ok: false; messages: EntryMessages };

/**
 * The typed coordinates of one tab, checked by the engine's rules (either decimal mark, the country's
 * bounds, 6 decimals): a point, or the messages to show.
 */
export function checkEntry(system: CoordinateSystem, texts: CoordinateTexts): EntryCheck {
  if (system === 'utm') {
    const result = utmToPoint(texts);
    return result.ok ? result : { ok: false, messages: { utm: result.message } };
  }
  const result = checkCoordinates(texts.latitude, texts.longitude);
  if (result.point) return { ok: true, point: result.point };
  return { ok: false, messages: { latitude: result.latitude, longitude: result.longitude } };
}
