import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileSearchOutlined,
  GiftOutlined,
  GlobalOutlined,
  IdcardOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { menuGroups, matchRoute, screenRoutes, type MenuGroup, type SessionData } from '@cinema/contracts';
import { canOpen } from '../lib/access.js';
import { useFilmPendingCount } from '../entities/films/film-pending.js';
import { namedParent } from './page-breadcrumb.js';
import './side-menu.css';

type Item = Required<MenuProps>['items'][number];

/** One icon per group: the collapsed menu shows these, with the group's name as tooltip or popup title. */
export const groupIcons: Record<MenuGroup, ReactNode> = {
  dashboard: <DashboardOutlined />,
  film: <VideoCameraOutlined />,
  performance: <CalendarOutlined />,
  shop: <ShopOutlined />,
  couponLib: <GiftOutlined />,
  operations: <ToolOutlined />,
  reports: <BarChartOutlined />,
  screen: <DesktopOutlined />,
  also: <PictureOutlined />,
  settings: <SettingOutlined />,
  clientManagement: <SolutionOutlined />,
  users: <TeamOutlined />,
  cinemaWebsite: <GlobalOutlined />,
  accounting: <AccountBookOutlined />,
  special: <FileSearchOutlined />,
  membership: <IdcardOutlined />,
  help: <QuestionCircleOutlined />,
};

/** Counts shown beside menu entries, by path: 作品 (/movie) shows the films waiting for approval. */
export type MenuBadges = Partial<Record<string, { count: number; label: string }>>;

function entryLabel(path: string, label: string, badge: MenuBadges[string]) {
  if (!badge?.count) return <Link to={path}>{label}</Link>;
  return (
    <Link to={path} aria-label={`${label}（${badge.label}${badge.count}件）`}>
      {label}
      <Badge count={badge.count} size="small" style={{ marginInlineStart: 8 }} />
    </Link>
  );
}

/** Menu entries the session may open, grouped as docs/web-conventions.md, "the menu" says; entries are real links. */
export function menuItems(session: SessionData, badges: MenuBadges = {}): Item[] {
  const items: Item[] = [];
  for (const group of menuGroups) {
    const entries = screenRoutes.filter((r) => r.group === group.key && r.menu && canOpen(session, r));
    if (!entries.length) continue;
    const icon = groupIcons[group.key];
    const children = entries.map((r) => ({ key: r.path, label: entryLabel(r.path, r.label, badges[r.path]) }));
    const [only] = children;
    if (only && children.length === 1 && entries[0]?.label === group.label)
      items.push({ ...only, icon, title: group.label });
    else items.push({ key: `group:${group.key}`, icon, label: group.label, title: group.label, children });
  }
  return items;
}

/** The menu entry a location belongs to: /cinema/update/3 lights up 劇場 (/cinema). */
export function selectedEntry(pathname: string, search = ''): string | undefined {
  const route = matchRoute(pathname);
  if (!route) return undefined;
  if (route.menu) return route.path;
  const named = namedParent(route, search);
  if (named) return named.path;
  const parent = screenRoutes
    .filter((r) => r.menu && route.path.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return parent?.path;
}

export function SideMenu({ session, collapsed }: { session: SessionData; collapsed: boolean }) {
  const { pathname, search } = useLocation();
  const pending = useFilmPendingCount(session).data?.count ?? 0;
  const items = useMemo(
    () => menuItems(session, { '/movie': { count: pending, label: '承認待ち' } }),
    [session, pending],
  );
  const selected = selectedEntry(pathname, search);
  const openGroup = screenRoutes.find((r) => r.path === selected)?.group;
  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={!collapsed && openGroup ? [`group:${openGroup}`] : []}
      aria-label="メインメニュー"
    />
  );
}
