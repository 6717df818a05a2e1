import { Tooltip, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { NARROW_SCREEN, useMediaQuery } from '../layout/useMediaQuery';

const useStyles = makeStyles({
  truncated: {
    display: 'block',
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  wrapping: { overflowWrap: 'anywhere' },
});

/** Whether the element's text is cut off now (watched as the column's width changes). */
function useIsCut(element: HTMLElement | null): boolean {
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setCut(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return cut;
}

/**
 * An unbroken text such as an e-mail address in a list. In a table column it stays on one line, cut
 * with an ellipsis where the column is too narrow; a cut text shows in full in a tooltip on hover and
 * on keyboard focus. The whole text stays in the page, so screen readers always read all of it. On a
 * card (narrow screens) it wraps instead.
 */
export function CellText({ text }: { text: string }) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const cut = useIsCut(element);
  if (narrow) return <span className={styles.wrapping}>{text}</span>;
  const line = (
    // Focusable only while cut, so that keyboard users can bring up the tooltip too.
    <span ref={setElement} className={styles.truncated} tabIndex={cut ? 0 : undefined}>
      {text}
    </span>
  );
  if (!cut) return line;
  return (
    // "inaccessible": the tooltip repeats the text, so screen readers must not read it twice.
    <Tooltip content={text} relationship="inaccessible">
      {line}
    </Tooltip>
  );
}
