import { Tabs } from 'antd';
import { CinemaItemList } from './cinema-item-list.js';
import { MenuLayoutEditor } from './menu-layout-editor.js';

/** /theaterDailyshow: the chosen cinema's items (販売・価格・期間・本日売り切れ) and its POS and kiosk menus. */
export default function TheaterDailyshowPage() {
  return (
    <Tabs
      items={[
        { key: 'items', label: '販売設定', children: <CinemaItemList /> },
        { key: 'pos', label: 'POSメニュー配置', children: <MenuLayoutEditor deviceType="pos" /> },
        { key: 'kiosk', label: 'キオスクメニュー配置', children: <MenuLayoutEditor deviceType="kiosk" /> },
      ]}
    />
  );
}
