import { Alert } from 'antd';
import { versionEndpoints, versionScreenKinds } from '@cinema/contracts';
import { VersionKindsPage } from './version-kinds-page.js';

/** /version-other: sound formats and extras such as 3D glasses, other attributes a price can depend on. */
export default function VersionOtherPage() {
  return (
    <VersionKindsPage
      title="音響・その他の加算"
      kinds={versionScreenKinds.other}
      endpoint={versionEndpoints.otherList}
      note={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="3Dメガネ代などの「その他」は、チケット1枚ごとに加算する料金です。音響の加算料金も1枚ごとに加算します。"
        />
      }
    />
  );
}
