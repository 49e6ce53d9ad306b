import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Sets the tab title on every navigation; the root of the router, so every screen has one.
 * The registry it reads the names from is loaded after the first paint: it is derived from every
 * feature's manifest, endpoint declarations included, far too much for the login screen's first load.
 */
export function TitleFrame() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void import('./page-title-of.js').then(({ pageTitle }) => {
      if (current) document.title = pageTitle(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return <Outlet />;
}
