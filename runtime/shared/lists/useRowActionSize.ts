import { NARROW_SCREEN, useMediaQuery } from '../layout/useMediaQuery';

/** Row buttons are small in a table row and full size on a card, where a finger has to hit them. */
export function useRowActionSize(): 'small' | 'medium' {
  return useMediaQuery(NARROW_SCREEN) ? 'medium' : 'small';
}
