import { makeStyles, tokens } from '@fluentui/react-components';

const THUMBNAIL = '96px';

/** The photo widget's list: a row per photo (thumbnail beside caption and buttons, wrapping on a phone). */
export const usePhotoStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  thumbnailButton: {
    flexShrink: 0,
    width: THUMBNAIL,
    height: THUMBNAIL,
    minWidth: THUMBNAIL,
    padding: 0,
    overflow: 'hidden',
  },
  thumbnailFrame: {
    flexShrink: 0,
    width: THUMBNAIL,
    height: THUMBNAIL,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  image: {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
  },
  details: {
    flexGrow: 1,
    flexBasis: '12rem',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  caption: {
    overflowWrap: 'anywhere',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  hiddenInput: {
    display: 'none',
  },
  // Read by screen readers only: what just happened to the list (a photo added or removed).
  announcement: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  viewerImage: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '70vh',
    margin: '0 auto',
    objectFit: 'contain',
  },
  viewerCaption: {
    marginTop: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
  },
});
