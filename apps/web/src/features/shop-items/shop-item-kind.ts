import { useLocation, useSearchParams } from 'react-router';
import { shopItemKind, shopItemKindPath, type ShopItemKind, pathTo } from '@cinema/contracts';

/** The kind a list screen shows, from its path (/commercial → commercial). */
export function useListKind(): ShopItemKind {
  const { pathname } = useLocation();
  const found = shopItemKind.values.find((k) => pathname.startsWith(shopItemKindPath[k]));
  return found ?? 'concession';
}

/** The kind of the form (?kind=commercial): the create and edit routes are shared by the four lists. */
export function useCreateKind(): ShopItemKind {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return shopItemKind.values.find((k) => k === kind) ?? 'concession';
}

export const createPathOf = (kind: ShopItemKind) => pathTo('/concession/create', {}, { kind });
export const editPathOf = (item: { id: number; kind: ShopItemKind }) =>
  pathTo('/concession/update/:id', { id: item.id }, { kind: item.kind });
