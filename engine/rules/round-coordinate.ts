/** Coordinates are kept to 6 decimals (about 0.1 m). */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
