import { versionEndpoints, versionScreenKinds } from '@cinema/contracts';
import { VersionKindsPage } from './version-kinds-page.js';

/** /version-management: language versions (字幕・吹替) and screen formats (2D, IMAX …) with their surcharges. */
export default function VersionManagementPage() {
  return (
    <VersionKindsPage
      title="上映方式・字幕吹替"
      kinds={versionScreenKinds.management}
      endpoint={versionEndpoints.list}
    />
  );
}
