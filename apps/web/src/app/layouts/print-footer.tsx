import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SHARE_TEXTS } from '../../lib/share-texts';

/**
 * On paper only: where the page came from and when it was printed, so a printout can be traced back to
 * the view it shows (its filters are in the address). The date is taken again as printing starts.
 */
export function PrintFooter() {
  const location = useLocation();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const update = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  const url = `${window.location.origin}${location.pathname}${location.search}`;
  return (
    // Not a <footer>: a second contentinfo landmark would sit beside the site's footer.
    <p
      data-testid="print-footer"
      className="mt-6 hidden border-t px-4 border-slate-300 pt-2 text-xs break-all text-slate-700 print:block"
    >
      {SHARE_TEXTS.printed(url, printedAt)}
    </p>
  );
}
