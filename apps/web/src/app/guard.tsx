import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ja, matchRoute } from '@cinema/contracts';
import { getToken } from '../api/storage.js';
import { useSession } from '../api/session.js';
import { notify } from '../api/feedback.js';
import { Alert } from 'antd';
import { ReadOnlyContext } from '../api/read-only.js';
import { canOpen, readsOnly } from '../lib/access.js';
import { CinemaRequired } from './cinema-picker.js';
import { NoPermission } from './not-found.js';

let authAlertShown = false;
// Set by a deliberate logout: the guard then goes to plain /login without the expiry message.
let signedOutOnPurpose = false;
export const markSignedOut = () => {
  signedOutOnPurpose = true;
};

/**
 * The route guard: no token means the auth-invalid message once and a trip to
 * /login?redirect=<path>; a screen outside the session's registry access shows no-permission;
 * a cinema-scoped screen first asks for a cinema when more than one is possible.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const signedIn = !!getToken() && !!session;
  const route = matchRoute(location.pathname);
  const allowed = !session || !route || canOpen(session, route);

  useEffect(() => {
    if (!signedIn && signedOutOnPurpose) return;
    if (!signedIn && !authAlertShown) {
      authAlertShown = true;
      notify.error(ja.authInvalid);
    }
    if (signedIn) {
      authAlertShown = false;
      signedOutOnPurpose = false;
    }
  }, [signedIn]);

  // A screen outside the session's access says so once, on the page (NoPermission), never again in a toast.

  if (!signedIn && signedOutOnPurpose) return <Navigate to="/login" replace />;
  if (!signedIn) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  // A password an administrator set is changed before anything else (the login screen asks for it).
  if (session.mustChangePassword) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (!allowed) return <NoPermission />;
  const reading = !!route && readsOnly(session, route);
  // Head office opens a brand-total screen (在庫一覧) with no cinema chosen: it shows the brand's cinemas together.
  const brandWide = !!route?.brandTotal && session.adminType === 'brand' && !reading;
  if ((route?.cinemaScoped || reading) && !brandWide && session.cinemaId == null && session.cinemas.length > 1) {
    return <CinemaRequired session={session} />;
  }
  if (!reading) return <Outlet />;
  return (
    <ReadOnlyContext.Provider value>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="本部として閲覧しています（変更はできません）"
        description="この画面の変更は劇場のアカウントで行います。劇場として操作するときは、「劇場」一覧の「劇場として操作」から入ってください（ブランドの管理者）。"
      />
      <Outlet />
    </ReadOnlyContext.Provider>
  );
}
