import { divIcon } from 'leaflet';

// Leaflet's default marker is an image whose URL bundlers break (and a strict CSP may refuse): the pin
// is inline SVG instead, in Fluent's brand blue with a white rim, visible on tiles and on a blank map.
const pin =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#0f6cbd" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';

/** The answer's marker: its tip on the point. */
export const pointIcon = divIcon({
  html: pin,
  // Not Leaflet's `leaflet-div-icon`, which draws a white box around the icon.
  className: 'fq-point-marker',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});
