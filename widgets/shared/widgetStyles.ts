import { makeStyles, tokens } from '@fluentui/react-components';

/** The look shared by every answer widget: a column of control and messages, greyed when read-only. */
export const useWidgetStyles = makeStyles({
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  numberInput: {
    maxWidth: '12em',
  },
  // Read-only answers stay focusable and readable, so they are greyed by colour rather than disabled.
  readOnlyInput: {
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    color: tokens.colorNeutralForeground2,
  },
  // The answer must stay readable: the label keeps a text colour of full contrast (WCAG AA).
  readOnlyLabel: {
    color: tokens.colorNeutralForeground2,
  },
  // Radios and boxes have no native read-only state: their brand-coloured marks (never the labels,
  // which would lose contrast) are greyed instead.
  readOnlyChoice: {
    filter: 'grayscale(100%)',
    opacity: 0.8,
  },
  notice: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  noticeIcon: {
    flexShrink: 0,
    marginTop: '2px',
  },
  error: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  hint: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  warning: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  placeholder: {
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});
