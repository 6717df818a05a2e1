import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The lists of parts of the document views (missing translations, problems): one wrapping row per
 * part, its place first, its "Open" button after it, below it on a phone.
 */
export const usePartListStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  place: { flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column' },
});
