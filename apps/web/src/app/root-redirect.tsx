import { Navigate } from 'react-router';
import { pathTo } from '@cinema/contracts/screen-paths';
import { getToken } from '../api/storage.js';

/** `/`: a signed-in user (acting as another account too) goes on to the dashboard, anyone else to the login form. */
export function RootRedirect() {
  return <Navigate to={getToken() ? pathTo('/dashboard') : pathTo('/login')} replace />;
}
