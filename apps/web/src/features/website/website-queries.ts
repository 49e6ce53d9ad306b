import { useQuery } from '@tanstack/react-query';
import { websiteEndpoints, websitePageKind, type WebsitePageKind } from '@cinema/contracts';
import { useLocation } from 'react-router';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';

// 劇場サイト's editor screens (docs/website.md, "the editor"): one key root, the editing options, and the kind a
// screen edits, read from its route (each route's first segment is the kind: /news, /news/update/3, /websiteSetting).

export const websiteKeys = featureKeys('website');

/** The chosen cinema: every page belongs to one, so its id is part of every key. */
export const useCinemaId = () => useSession()?.cinemaId ?? null;

export function useWebsiteOptions() {
  const cinemaId = useCinemaId();
  return useQuery({
    ...endpointQuery([...websiteKeys.all, 'options', cinemaId], websiteEndpoints.options, {}),
    staleTime: 60_000,
  });
}

/** The page kind of the screen shown, from its route. */
export function useWebsiteKind(): WebsitePageKind {
  const segment = useLocation().pathname.split('/')[1] ?? '';
  const kind = websitePageKind.values.find((k) => k === segment);
  if (!kind) throw new Error(`not a website screen: ${segment}`);
  return kind;
}

/** Where a page shows on the public site: the cinema's site and the page's path. */
export const publicUrl = (siteUrl: string, publicPath: string) =>
  publicPath ? `${siteUrl.replace(/\/+$/, '')}/${publicPath}` : siteUrl;

/** Whether visitors see the page (so 公開ページ has something to open). */
export const isLive = (status: string) => status === 'published' || status === 'changed';
