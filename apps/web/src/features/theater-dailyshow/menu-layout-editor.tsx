import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Input, Row, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  cinemaShopItemEndpoints,
  menuDeviceType,
  type MenuButton,
  type MenuDeviceType,
  type MenuLayout,
  type MenuPage,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { StaleBanner } from '../../ui/stale-banner.js';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard.js';
import { dailyshowKey } from './cinema-item-list.js';
import { MenuPageGrid, moved } from './menu-page-grid.js';

/** The pages being edited and the version they started from (sent with the save). */
type Draft = { pages: MenuPage[]; baseVersion: number };

/** What the items of the brand are called, and those the cinema sells (the only ones to add). */
function useItemNames(cinemaId: number | null) {
  return useQuery({
    queryKey: [...dailyshowKey, 'names', cinemaId],
    queryFn: async () => {
      const all = await call(cinemaShopItemEndpoints.list, { query: {} }, { loading: false, alert: false });
      return {
        names: new Map(all.list.map((i) => [i.shopItemId, `${i.name}${i.enabled ? '' : '（販売しない）'}`])),
        options: all.list.filter((i) => i.enabled).map((i) => ({ value: i.shopItemId, label: `${i.code} ${i.name}` })),
      };
    },
  });
}

/** The POS or kiosk menu of the chosen cinema: pages in order, each a grid of item buttons. */
export function MenuLayoutEditor({ deviceType }: { deviceType: MenuDeviceType }) {
  const cinemaId = useSession()?.cinemaId ?? null;
  const canUpdate = usePermission('shop').can('update');
  const qc = useQueryClient();
  const key = [...dailyshowKey, 'layout', deviceType, cinemaId];
  const layout = useQuery({
    queryKey: key,
    queryFn: () => call(cinemaShopItemEndpoints.layout, { query: { deviceType } }, { loading: false, alert: false }),
  });
  const items = useItemNames(cinemaId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [stale, setStale] = useState(false);
  const [page, setPage] = useState(0);
  // Leaving the screen or choosing another cinema with an unsaved menu asks first.
  const guard = useUnsavedGuard(() => draft != null);
  // Another cinema chosen in the header: its own menu, nothing carried over.
  useEffect(() => {
    setDraft(null);
    setStale(false);
    setPage(0);
  }, [cinemaId]);

  const saved = layout.data;
  const pages = draft?.pages ?? saved?.pages ?? [];
  const current = pages[Math.min(page, pages.length - 1)];
  const edit = (next: MenuPage[]) => setDraft({ pages: next, baseVersion: draft?.baseVersion ?? saved?.version ?? 0 });
  const setPageAt = (i: number, p: Partial<MenuPage>) => edit(pages.map((x, k) => (k === i ? { ...x, ...p } : x)));
  const label = menuDeviceType.labels[deviceType];
  const names = useMemo(() => items.data?.names ?? new Map<number, string>(), [items.data]);

  const save = async () => {
    if (!draft) return;
    try {
      const answer = await call(
        cinemaShopItemEndpoints.saveLayout,
        { body: { deviceType, pages: draft.pages, version: draft.baseVersion } },
        { alert: false },
      );
      qc.setQueryData<MenuLayout>(key, answer);
      setDraft(null);
      setStale(false);
    } catch (err) {
      // Someone saved first: keep what is on screen, say so, and offer the newer menu.
      if (err instanceof ApiError && err.code === 'stale_version') setStale(true);
      else if (err instanceof ApiError) throw err;
    }
  };
  const reload = async () => {
    setDraft(null);
    setStale(false);
    await layout.refetch();
  };

  if (layout.isError) return <Alert type="error" showIcon title={layout.error.message} />;
  return (
    <Card
      title={`${label}のメニュー配置`}
      loading={layout.isPending}
      extra={
        canUpdate && (
          <Flex gap={8}>
            {draft && (
              <Button onClick={() => guard(() => void reload(), '保存されていない変更を破棄しますか？')}>
                変更を取り消す
              </Button>
            )}
            <Button type="primary" icon={<SaveOutlined />} disabled={!draft} onClick={() => void save()}>
              保存
            </Button>
          </Flex>
        )
      }
    >
      {stale && <StaleBanner onReload={reload} reloadLabel="最新の配置を読み込む" />}
      {draft && !stale && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title="保存されていない変更があります。" />
      )}
      <Row gutter={16}>
        <Col xs={24} md={7}>
          <Typography.Text strong>ページ（表示順）</Typography.Text>
          <div role="list" aria-label="ページ" style={{ border: '1px solid #f0f0f0', borderRadius: 6, marginTop: 4 }}>
            {pages.length === 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', padding: 8 }}>
                ページがありません
              </Typography.Text>
            )}
            {pages.map((p, i) => (
              <div
                key={i}
                role="listitem"
                style={{ padding: 6, cursor: 'pointer', background: p === current ? '#e6f4ff' : undefined }}
                onClick={() => setPage(i)}
              >
                <Flex gap={4} align="center" style={{ width: '100%' }}>
                  <Input
                    size="small"
                    value={p.name}
                    maxLength={20}
                    disabled={!canUpdate}
                    aria-label={`ページ${i + 1}の名前`}
                    status={p.name.trim() ? undefined : 'error'}
                    onChange={(e) => setPageAt(i, { name: e.target.value })}
                  />
                  <span style={{ whiteSpace: 'nowrap' }}>{p.buttons.length}件</span>
                  {canUpdate && (
                    <>
                      <Tooltip title="上へ">
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={`${p.name}を上へ`}
                          disabled={i === 0}
                          onClick={() => (edit(moved(pages, i, i - 1)), setPage(i - 1))}
                        />
                      </Tooltip>
                      <Tooltip title="下へ">
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={`${p.name}を下へ`}
                          disabled={i === pages.length - 1}
                          onClick={() => (edit(moved(pages, i, i + 1)), setPage(i + 1))}
                        />
                      </Tooltip>
                      <Tooltip title="ページを削除">
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${p.name}を削除`}
                          onClick={() => edit(pages.filter((_, k) => k !== i))}
                        />
                      </Tooltip>
                    </>
                  )}
                </Flex>
              </div>
            ))}
          </div>
          {canUpdate && (
            <Button
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              block
              onClick={() => (
                edit([...pages, { name: `ページ${pages.length + 1}`, buttons: [] }]),
                setPage(pages.length)
              )}
            >
              ページを追加
            </Button>
          )}
        </Col>
        <Col xs={24} md={17}>
          {current ? (
            <MenuPageGrid
              buttons={current.buttons}
              names={names}
              items={items.data?.options ?? []}
              editable={canUpdate}
              onChange={(buttons: MenuButton[]) => setPageAt(pages.indexOf(current), { buttons })}
            />
          ) : (
            <Alert type="info" showIcon title="「ページを追加」から最初のページを作成してください。" />
          )}
        </Col>
      </Row>
    </Card>
  );
}
