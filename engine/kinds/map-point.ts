import { isPointValue } from '../answers/answer-value';
import { defaultCountryBounds } from '../context';
import { mapView } from '../geo/map-view';
import { insideCountry } from '../rules/coordinates';
import { roundCoordinate } from '../rules/round-coordinate';
import { defineKind } from './define-kind';

/** 11: a point placed on a map (or typed as WGS-84 or UTM), saved as GeoJSON `[lng, lat]`. */
export const mapPointKind = defineKind({
  id: 11,
  key: 'map_point',
  widget: 'mapPoint',
  composite: true,
  answerFields: { required: 'geomAnswer', optional: [], list: false },
  mapDefault: { kind: 'point', zoom: mapView.zoom },
  schema: (question) => ({
    type: 'object',
    title: question.questionText,
    properties: {
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
    },
  }),
  toValue: ([first]) => {
    const point = first.geomAnswer;
    if (!point) return undefined;
    const [longitude, latitude] = point.coordinates;
    return typeof latitude === 'number' && typeof longitude === 'number'
      ? { latitude, longitude }
      : undefined;
  },
  toAnswers: (_question, value) =>
    isPointValue(value)
      ? [
          {
            geomAnswer: {
              type: 'Point',
              coordinates: [roundCoordinate(value.longitude), roundCoordinate(value.latitude)],
            },
          },
        ]
      : [],
  validate: (_question, value, rules) => {
    if (!isPointValue(value) || Math.abs(value.latitude) > 90) return { key: 'INSERT_CORRECT_LAT' };
    if (Math.abs(value.longitude) > 180) return { key: 'INSERT_CORRECT_LNG' };
    return insideCountry(value, rules.countryBounds ?? defaultCountryBounds)
      ? undefined
      : { key: 'OUTSIDE_COUNTRY' };
  },
  exportAnswer: (_question, [first]) => (first?.geomAnswer ? { geometry: first.geomAnswer } : null),
});
