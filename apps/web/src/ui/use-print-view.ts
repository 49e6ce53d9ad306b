import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

// Printing a view of the page (docs/web-conventions.md, "printing"): the 印刷 button and the browser's own print
// (Ctrl+P) both render the print view first, in a portal beside the app, and mark the body with `<name>-printing`
// while the page prints, so the view's CSS hides the app. Only one view prints: another view already printing (a
// drawer's own over a report) keeps this one out.

const otherPrinting = (mine: string) => [...document.body.classList].some((c) => c.endsWith('-printing') && c !== mine);

/** `printing` while the view must be rendered; `print()` for the view's 印刷 button. `name` as in its CSS. */
export function usePrintView(name: string) {
  const mark = `${name}-printing`;
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => {
      if (otherPrinting(mark) || document.body.classList.contains(mark)) return;
      flushSync(() => setPrinting(true));
      document.body.classList.add(mark);
    };
    const after = () => {
      document.body.classList.remove(mark);
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      document.body.classList.remove(mark);
    };
  }, [mark]);
  const print = () => {
    flushSync(() => setPrinting(true));
    document.body.classList.add(mark);
    window.print();
    document.body.classList.remove(mark);
    setPrinting(false);
  };
  return { printing, print };
}

/** Prints a view already on the page (a drawer's report, an invoice sheet) alone: `<name>-printing` while it prints. */
export function printOnly(name: string) {
  const mark = `${name}-printing`;
  document.body.classList.add(mark);
  try {
    window.print();
  } finally {
    document.body.classList.remove(mark);
  }
}
