import { useQuery } from '@tanstack/react-query';
import {
  couponShopGroups,
  shopItemEndpoints,
  versionEndpoints,
  type ShopItemKind,
  type VersionRecord,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { versionKeys } from '../../entities/versions/version-queries.js';
import type { SearchableOption } from '../../lib/option-search.js';
import { couponKeys } from './coupon-queries.js';

// The pickers of what a coupon applies to (docs/domain.md, "what a coupon applies to").

const quiet = { loading: false, alert: false };
/** The kinds whose items a coupon can discount: not その他売上 (its group, 手数料, is never discounted). */
const discountable: ShopItemKind[] = ['concession', 'commercial', 'otherGoods', 'set'];

export type ItemOption = SearchableOption & { value: number; label: string };

/** The brand's shop items a coupon can name, found by their kana reading and code too. */
export const useCouponShopItems = () =>
  useQuery({
    queryKey: couponKeys.options('shopItems'),
    queryFn: async (): Promise<ItemOption[]> => {
      const lists = await Promise.all(
        discountable.map((kind) => call(shopItemEndpoints.list, { query: { kind } }, quiet)),
      );
      return lists
        .flatMap((l) => l.list)
        .filter((i) => (couponShopGroups as readonly string[]).includes(i.shopGroup))
        .map((i) => ({ value: i.id, label: i.name, search: `${i.nameKana ?? ''} ${i.code}` }));
    },
    staleTime: 60_000,
  });

export interface VersionChoices {
  formats: ItemOption[];
  languages: ItemOption[];
  /** The option a stored id stands for: a row of any cinema with the same kind and code. */
  shown: (ids: readonly number[] | undefined) => number[];
}

/**
 * 上映方式 and 字幕・吹替 of every cinema of the brand, one option per code: a coupon's row stands for its code at
 * every cinema, so the first row of a code is its option, and a stored row of another cinema shows as that option.
 */
export function choicesOf(rows: VersionRecord[]): VersionChoices {
  const first = new Map<string, VersionRecord>();
  const byId = new Map<number, number>();
  for (const r of rows) {
    const key = `${r.kind}:${r.code}`;
    const option = first.get(key) ?? r;
    first.set(key, option);
    byId.set(r.id, option.id);
  }
  const options = (kind: VersionRecord['kind']) =>
    [...first.values()].filter((r) => r.kind === kind).map((r) => ({ value: r.id, label: r.name, search: r.code }));
  return {
    formats: options('format'),
    languages: options('language'),
    shown: (ids) => [...new Set((ids ?? []).map((id) => byId.get(id) ?? id))],
  };
}

/** The brand's 上映方式 and 字幕・吹替 (each cinema's list, read together). */
export function useCouponVersions() {
  const cinemas = useCinemaOptions();
  const ids = (cinemas.data ?? []).map((c) => c.id);
  return useQuery({
    queryKey: versionKeys.options('coupon', ...ids),
    queryFn: async () => {
      const lists = await Promise.all(
        ids.map((cinemaId) =>
          call(versionEndpoints.list, { query: { cinemaId, kinds: ['format', 'language'] } }, quiet),
        ),
      );
      return choicesOf(lists.flatMap((l) => l.list));
    },
    enabled: cinemas.isSuccess,
    staleTime: 60_000,
  });
}
