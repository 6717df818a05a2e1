import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The map's box, shared by the loading placeholder (eager) and the map itself (lazy), so the card
 * keeps its height when the map arrives. Full width and 300 px high fit a 375 px phone with the
 * card's other parts; from tablet width on the map is taller.
 */
export const useMapShellStyles = makeStyles({
  mapBox: {
    width: '100%',
    height: '300px',
    '@media (min-width: 640px)': { height: '400px' },
  },
  loading: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  // Roughly the height of the entry under the map (tabs and fields, or the code box), so the card does
  // not jump when the chunk arrives.
  entryPlaceholder: {
    minHeight: '120px',
  },
});
