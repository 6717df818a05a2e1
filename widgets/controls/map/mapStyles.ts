import { makeStyles, tokens } from '@fluentui/react-components';

/** The map's frame and the parts under it. */
export const useMapStyles = makeStyles({
  map: {
    position: 'relative',
    // Leaflet's panes and controls have z-indexes up to 1000: kept inside the map, below the app's
    // sticky header, menus and dialogs.
    isolation: 'isolate',
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    // Shown where no tiles are drawn: a blank map reads as a map, not as a broken image.
    backgroundColor: tokens.colorNeutralBackground3,
  },
  container: {
    width: '100%',
    height: '100%',
    fontFamily: tokens.fontFamilyBase,
  },
  note: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  noteIcon: {
    flexShrink: 0,
    marginTop: '2px',
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  fields: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  coordinateInput: {
    width: '11em',
    maxWidth: '100%',
  },
  zoneInput: {
    width: '6em',
  },
  codeInput: {
    width: '14em',
    maxWidth: '100%',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  chosen: {
    fontWeight: tokens.fontWeightSemibold,
  },
});
