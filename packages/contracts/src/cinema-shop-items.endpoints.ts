import { z } from 'zod';
import { listOf } from './common.js';
import {
  cinemaShopBulkBody,
  cinemaShopItem,
  cinemaShopItemBody,
  cinemaShopItemListQuery,
  cinemaSoldOutBody,
  menuLayout,
  menuLayoutBody,
  menuLayoutQuery,
} from './cinema-shop-items.js';
import { endpoint, onScreen } from './endpoint.js';

// 劇場別の販売設定 of the cinema chosen in the header (or `cinemaId`, checked against the caller's
// scope): cinema staff set their own cinema, head office any of the brand's.
const screen = '/theaterDailyshow';

export const cinemaShopItemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/theaterDailyshow/list',
    summary: '劇場別の販売設定一覧（ブランドの全商品と、この劇場での販売・価格・販売期間・本日売り切れ）',
    access: onScreen(screen),
    query: cinemaShopItemListQuery,
    answer: listOf(cinemaShopItem),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/theaterDailyshow/update',
    summary: '劇場での商品の販売設定を保存（販売する・価格・販売期間。空欄は商品マスタの値）',
    access: onScreen(screen, 'update'),
    body: cinemaShopItemBody,
    answer: cinemaShopItem,
    errors: ['stale_version'],
  }),
  soldOut: endpoint({
    method: 'POST',
    path: '/api/theaterDailyshow/soldOut',
    summary: '本日売り切れを切り替え（劇場の営業日が変わると自動で解除）',
    access: onScreen(screen, 'update'),
    body: cinemaSoldOutBody,
    answer: cinemaShopItem,
  }),
  bulk: endpoint({
    method: 'POST',
    path: '/api/theaterDailyshow/bulk',
    summary: '選択した商品の「販売する」を一括で切り替え',
    access: onScreen(screen, 'update'),
    body: cinemaShopBulkBody,
    answer: z.object({ count: z.number().int() }),
  }),
  layout: endpoint({
    method: 'GET',
    path: '/api/theaterDailyshow/layout',
    summary: 'POS・キオスクのメニュー配置（ページとボタン）',
    access: onScreen(screen),
    query: menuLayoutQuery,
    answer: menuLayout,
  }),
  saveLayout: endpoint({
    method: 'PUT',
    path: '/api/theaterDailyshow/layout',
    summary: 'POS・キオスクのメニュー配置を保存（他の人が先に保存していれば stale_version）',
    access: onScreen(screen, 'update'),
    body: menuLayoutBody,
    answer: menuLayout,
    errors: ['stale_version'],
  }),
};
