// What a valid request of the IDOR suite (idor.test.ts) needs beyond the caller's own record. Ids are
// the demo seed's (1: 新宿, its first 売店 location, the brand's first item F001). Device documents
// start from the models of idor-device.ts instead.

// An image of the record, as a stored file's path: only its fileId is set to the foreign file.
const image = { fileId: null, url: '/api/system/file/idor.png' };
const ticket = { kind: 'general', name: '一般', price: 1900, seatTypes: ['general'], devices: ['pos'] };
let created = 0;
const websiteContent = {
  title: 'IDOR検査',
  body: '',
  path: 'idor',
  siteName: 'IDOR検査',
  menuSections: [],
  topSections: [],
  items: [],
  rows: [],
  primaryColor: '#b71c1c',
  textColor: '#222222',
  backgroundColor: '#ffffff',
};

/**
 * What a valid request needs beyond a record's own fields (its detail answer): inputs that are not
 * stored on the record, values a create must not repeat; by path, or by `path reference` for one
 * reference (`path lines.*.itemId`). And what holds a nested reference where the record has none, by
 * `path holder` (`path settings.*`, `path firstStaff`), or a union branch's model (`path kind=sale`).
 */

export const extrasOf: Record<string, Record<string, unknown>> = {
  '/api/schedule/week': { from: '2026-11-23' },
  '/api/schedule/bulkCreate': { times: ['10:00'], dates: ['2031-02-03'] },
  '/api/schedule/copy': { fromDate: '2026-11-23', toDates: ['2031-02-04'] },
  '/api/schedule/publish/preview': { from: '2031-02-07', to: '2031-02-13' },
  '/api/schedule/publish': { from: '2031-02-07', to: '2031-02-13' },
  '/api/schedule/unpublish': { from: '2031-02-07', to: '2031-02-13' },
  // 在庫調整: the demo's first location (新宿 売店) and first item (F001) are shinjuku's own.
  '/api/inventoryAdjustment/create': { kind: 'other', quantity: '+1', locationId: 1, shopItemId: 1 },
  '/api/inventoryAdjustment/create ingredientId': { shopItemId: null },
  // 受払表 and 棚卸 of 新宿, named for head office: a past date of its 売店, counting its first item (F001).
  '/api/inventory/list': { cinemaId: 1 },
  '/api/inventory/count': {
    cinemaId: 1,
    locationId: 1,
    countDate: '2026-11-01',
    lines: [{ shopItemId: 1, counted: 5 }],
  },
  // 取込 of serials: a valid one-row file, so only the foreign coupon can refuse it.
  '/api/coupon/serialImport couponId': {
    fileName: 'old.csv',
    content: Buffer.from('シリアル番号\r\nOLD00001111\r\n', 'utf8').toString('base64'),
    commit: true,
  },
  '/api/salesStop/create': {
    scope: 'cinema',
    message: '点検のため停止します',
    startsAt: '2031-02-01T10:00:00+09:00',
    endsAt: '2031-02-01T12:00:00+09:00',
  },
  // Per reference: marking every notification of a cinema read names the cinema alone.
  '/api/deviceNotificationLog/markRead cinemaId': { all: true },
  '/api/film/sendBack/:id': { reason: '上映素材の情報が不足しています' },
  '/api/kitchenPrinter/update': { shopGroups: ['food'], paperWidth: '80', copies: 1 },
  '/api/account/create': {
    userName: 'idorx',
    email: 'idorx@example.jp',
    password: 'idor-2026-x',
    confirmPassword: 'idor-2026-x',
  },
  '/api/role/create': { name: 'IDOR検査' },
  // 劇場サイト: a content every page kind accepts (each schema takes its own fields), a revision every page has.
  '/api/website/page/update': { content: websiteContent },
  '/api/website/page/restore': { revisionNo: 1 },
  '/api/website/preview': { kind: 'news', content: websiteContent },
  '/api/cinema/create': { code: '9901' },
  '/api/schedule/create': { startAt: '2031-02-05T10:00:00+09:00', endAt: null, salesStartAt: null, salesEndAt: null },
  '/api/schedule/update': { startAt: '2031-02-05T10:00:00+09:00', endAt: null, salesStartAt: null, salesEndAt: null },
  '/api/account/update': { password: null, confirmPassword: null },
  // A well-formed serial (a check character that fits) that names no card: only the id can be refused.
  '/api/coupon/serialCheck': { code: '2222-2222-2222-2222', channel: 'pos', cinemaId: 1 },
  '/api/coupon/serialRedeem': { code: '2222-2222-2222-2222', channel: 'pos', cinemaId: 1 },
  '/api/coupon/serialIssue': { count: 1 },
  // 販売劇場 filter of the item lists.
  '/api/shopItem/list': { kind: 'concession' },
  // 劇場で販売する…: the brand's first item (F001) in 新宿.
  '/api/shopItem/cinemaSales': { itemIds: [1], cinemaIds: [1], selling: true },
  // 他の劇場へコピー…: 新宿's first template (rule) to 池袋; a name 池袋 has is skipped, never refused.
  '/api/priceTemplate/copyToCinemas': { ids: [1], cinemaIds: [2], onConflict: 'skip' },
  '/api/discountRule/copyToCinemas': { ids: [1], cinemaIds: [2], onConflict: 'skip' },
  '/api/coupon/serialState': { action: 'invalidate', reason: 'IDOR検査', fromSeq: 1, toSeq: 1 },
  // A selection of another brand's serials, named under シネマライン's first demo coupon (seeded first).
  '/api/coupon/serialState serialIds': { couponId: 1, fromSeq: null, toSeq: null },
  // 劇場別の販売設定: the demo's first cinema (新宿) and item (F001) are shinjuku's own.
  '/api/theaterDailyshow/update': { cinemaId: 1, shopItemId: 1, enabled: true, price: null, version: 0 },
  '/api/theaterDailyshow/soldOut': { cinemaId: 1, shopItemId: 1, soldOut: true },
  '/api/theaterDailyshow/bulk': { cinemaId: 1, shopItemIds: [1], enabled: true },
  '/api/theaterDailyshow/layout': { cinemaId: 1, deviceType: 'pos', pages: [], version: 0 },
  // 取引履歴・販売ログ・掛売: a period inside 31 days; the 掛売 entry with 新宿, the brand's first 取引先 and item.
  ...Object.fromEntries(
    [
      'transactionHistory',
      'transactionHistoryStand',
      'transactionHistoryOther',
      'transactionHistoryCl',
      'transactionLogTicket',
      'transactionLogShop',
      'transactionLogOther',
    ].map((s) => [`/api/${s}/list`, { from: '2031-03-01', to: '2031-03-10' }]),
  ),
  '/api/onlineBooking/list': { from: '2031-03-01', to: '2031-03-10' },
  // 会員レポート (12 months at most) and 会費売上 (31 days at most).
  ...Object.fromEntries(
    ['report', 'feeSales', 'onlineFeeSales'].map((p) => [
      `/api/memberReport/${p}`,
      { from: '2031-03-01', to: '2031-03-10' },
    ]),
  ),
  '/api/nonArrival/list': { businessDate: '2031-03-07' },
  '/api/transactionHistoryCl/create': {
    cinemaId: 1,
    clientId: 1,
    lines: [{ type: 'shop', itemId: 1, quantity: 1, unitPrice: 0 }],
  },
  // レジ精算: a period inside 31 days.
  '/api/cashierReport/list': { from: '2031-03-01', to: '2031-03-10' },
  '/api/cashierReport/exceptions': { from: '2031-03-01', to: '2031-03-10' },
  // レジ精算's console actions: an empty count (the body built from the detail carries its totals, not a count).
  '/api/cashierReport/settle/:id': { countedCash: {}, overShortReason: null },
  '/api/cashierReport/resettle/:id': { countedCash: {}, overShortReason: null, reason: '監査のため' },
  // 販売率・着券日報・販売日報（前売・先売）: a period inside 31 days; 予約状況 as of a day.
  ...Object.fromEntries(
    ['soldRate/list', 'arriveDaily/list', 'arriveDaily/claims', 'bookingDaily/list'].map((p) => [
      `/api/${p}`,
      { from: '2031-03-01', to: '2031-03-10' },
    ]),
  ),
  '/api/bookingDaily/outlook': { asOf: '2031-03-07' },
  // 興行レポート: a period inside 31 days, a day of the 興行週.
  '/api/boxOffice/daily': { from: '2031-03-01', to: '2031-03-10' },
  '/api/boxOffice/ticketSales': { from: '2031-03-01', to: '2031-03-10' },
  '/api/boxOffice/weekly': { week: '2031-03-07' },
  // 売店売上（商品別）: a period inside 31 days; 作品別累計成績: a 基準日 (and the film of 興行週別).
  '/api/shopSale/list': { from: '2031-03-01', to: '2031-03-10' },
  '/api/accumulated/list': { baseDate: '2031-03-10', status: 'all' },
  '/api/accumulated/weeks': { baseDate: '2031-03-10', filmId: 1 },
  // 営業日報 and its 明細: a period inside 31 days; 天候・特記事項 of a day (read, or saved as its first version).
  '/api/businessDaily/report': { from: '2031-03-01', to: '2031-03-10' },
  '/api/businessDaily/detail': { from: '2031-03-01', to: '2031-03-10' },
  '/api/businessDaily/note': { businessDate: '2031-03-07', weather: 'sunny', version: 0 },
  // 売上目標: a 基準日 or a month; a save with the default split, as its first version.
  '/api/revenueGoal/report': { baseDate: '2031-03-10' },
  '/api/revenueGoal/list': { month: '2031-03' },
  '/api/revenueGoal/detail': { month: '2031-03' },
  '/api/revenueGoal/save': {
    month: '2031-03',
    persons: 100,
    boxOffice: 100000,
    shop: 30000,
    other: 1000,
    weights: [1.5, 1, 1, 1, 1, 1.2, 1.6],
    days: null,
    version: 0,
  },
  // 特別レポート and オンライン予約売上: a period inside 31 days (興行成績報告書 also names a film of the brand).
  '/api/specialReport/cinemaDaily': { from: '2031-03-01', to: '2031-03-10' },
  '/api/specialReport/boxOfficeSale': { from: '2031-03-01', to: '2031-03-10', filmId: 1 },
  '/api/specialReport/shopSaleDetail': { from: '2031-03-01', to: '2031-03-10' },
  '/api/specialReport/customerReport': { from: '2031-03-01', to: '2031-03-10' },
  '/api/onlineReservationSales/report': { from: '2031-03-01', to: '2031-03-10' },
  // 再集計: two past days and the reason.
  '/api/rollupRebuild/create': { from: '2025-03-01', to: '2025-03-02', reason: 'IDOR検査' },
  // 日次締め: a month, a day, its 銀行預入 and its reopening reason.
  '/api/dailyClosing/calendar': { month: '2031-03' },
  '/api/dailyClosing/day': { businessDate: '2031-03-07' },
  '/api/dailyClosing/deposit': {
    businessDate: '2031-03-07',
    depositAmount: 1000,
    depositBagNo: 'B-1',
    depositorName: 'IDOR検査',
  },
  '/api/dailyClosing/close': { businessDate: '2031-03-07' },
  '/api/dailyClosing/reopen': { businessDate: '2031-03-07', reason: 'IDOR検査' },
  // 月次締め: a month and its reopening reason.
  '/api/monthlyClosing/list': { month: '2031-03' },
  '/api/monthlyClosing/detail': { month: '2031-03' },
  '/api/monthlyClosing/close': { month: '2031-03' },
  '/api/monthlyClosing/closeAll': { month: '2031-03' },
  '/api/monthlyClosing/reopen': { month: '2031-03', reason: 'IDOR検査' },
  // 映画料集計: 新宿 (1), the brand's first film (1), a month, the record's version (none yet) and the reasons.
  '/api/filmFee/list': { month: '2031-03' },
  // 買掛・未払: the demo's 仕入 of 新宿 (payable 1, version 1) and its payment; a purchase of 10,000 円 (10%) from
  // S001 (client 9). The cinema is checked before the supplier, so a foreign cinema is refused on its own field.
  '/api/accountPayable/purchase': { clientId: 9, recordedOn: '2031-03-10', base10: 10_000, base8: 0 },
  '/api/accountPayable/pay': { payableId: 1, version: 1, entryOn: '2031-03-10', amount: 1 },
  '/api/accountPayable/offset': { payableId: 1, version: 1, entryOn: '2031-03-10', amount: 1, reason: 'IDOR検査' },
  '/api/accountPayable/cancel': { version: 1, reason: 'IDOR検査' },
  '/api/filmFee/adjust': { cinemaId: 1, filmId: 1, month: '2031-03', version: 0, adjustment: 0 },
  '/api/filmFee/confirm': { cinemaId: 1, filmId: 1, month: '2031-03', version: 0 },
  '/api/filmFee/confirmAll': { month: '2031-03' },
  '/api/filmFee/unconfirm': { cinemaId: 1, filmId: 1, month: '2031-03', version: 0, reason: 'IDOR検査' },
  // 映画料精算書: a month and the brand's first 配給会社 (1).
  '/api/pdfFilmFee/pdf': { month: '2031-03', distributorId: 1 },
  '/api/pdfFilmFee/document': { month: '2031-03', distributorId: 1 },
  // 会計伝票ダウンロード: a month and a 伝票 (an open month's download says it is 暫定).
  '/api/journal/preview': { month: '2031-03', voucher: 'dailyReport' },
  '/api/journal/download': { month: '2031-03', voucher: 'dailyReport', layout: 'generic', provisional: 'true' },
  // 未払映画料残高一覧表: a month.
  '/api/pdfFilmFeeBalance/pdf': { month: '2031-03' },
  '/api/pdfFilmFeeBalance/document': { month: '2031-03' },
  // 売掛の帳票: a month (the client and group are optional).
  '/api/pdfAccountsReceivableBalance/pdf': { month: '2031-03' },
  '/api/pdfAccountsReceivableBalance/document': { month: '2031-03' },
  '/api/pdfAccountReceivableBalanceDetail/pdf': { month: '2031-03' },
  '/api/pdfAccountReceivableBalanceDetail/document': { month: '2031-03' },
  '/api/pdfAccountsReceivableVerify/pdf': { month: '2031-03' },
  '/api/pdfAccountsReceivableVerify/document': { month: '2031-03' },
  // 取引履歴からの払戻・取消: the reason the console asks for.
  '/api/transactionHistory/refund': { reason: 'IDOR検査' },
  '/api/transactionHistory/void': { reason: 'IDOR検査' },

  // A set (idor-map modelTableOf) of a new code.
  '/api/shopItem/create': { code: 'IDOR01', janCode: null },
  // A template name is unique in its cinema, and a create whose foreign 券種 id is taken for a new row
  // succeeds (price-templates.repository.ts syncTickets): a new name each time.
  '/api/ticketRuleTemplate/create': {
    get name() {
      return `IDOR検査${++created}`;
    },
  },

  // What holds a nested reference where the caller's record has none: by its path (an array's
  // element `settings.*`, an object `firstStaff`); only the reference in it is set to the foreign id.
  '/api/brand/create logoImage': image,
  '/api/brand/create stampImage': image,
  '/api/brand/update logoImage': image,
  '/api/brand/update stampImage': image,
  '/api/film/create coverImage': image,
  '/api/film/update coverImage': image,
  '/api/film/create stillImages.*': image,
  '/api/film/update stillImages.*': image,
  '/api/shopItem/create image': image,
  '/api/shopItem/update image': image,
  '/api/shopItem/create components.*': { itemId: 1, quantity: 1, choiceGroup: null, optionChoice: null },
  '/api/shopItem/update components.*': { itemId: 1, quantity: 1, choiceGroup: null, optionChoice: null },
  '/api/shopItem/create recipe.*': { ingredientId: 1, quantity: 1, optionGroup: null, optionChoice: null },
  '/api/shopItem/update recipe.*': { ingredientId: 1, quantity: 1, optionGroup: null, optionChoice: null },
  '/api/cinema/create firstStaff': {
    userName: 'idorstaff',
    displayName: 'IDOR検査',
    email: 'idorstaff@example.jp',
    password: 'idor-2026-x',
  },
  '/api/payment/cinemaSettings settings.*': { paymentMethodId: 1, channels: ['pos'] },
  // 会計設定: the seeded settings' version; シネマライン's first payment method (現金), settled by nobody.
  '/api/accountingSetting/update': { version: 1 },
  '/api/accountingSetting/update settlements.*': { paymentMethodId: 1, clientId: null },
  // 会員サイト設定: the seeded settings' version (the demo takes sign-ups); the card's image as a stored file's path.
  '/api/endUser/customizePage/update': { version: 1, cardBackgroundColor: '#1f3a5f', cardTextColor: '#ffffff' },
  '/api/endUser/customizePage/update cardImage': image,
  // 売掛: a month to draw and a payment of シネマライン's first 取引先 into its first 入金口座, matched to nothing.
  '/api/accountReceivable/invoice/draw': { clientId: 1, month: '2031-03' },
  '/api/accountReceivable/payment/create': {
    clientId: 1,
    paidOn: '2031-03-10',
    amount: 1000,
    fee: 0,
    depositId: 1,
    invoiceIds: [],
  },
  '/api/ticketRuleTemplate/create tickets.*': ticket,
  '/api/ticketRuleTemplate/update tickets.*': ticket,
  // 既定の料金 of 新宿: its first template (the demo's first).
  '/api/ticketRuleTemplate/defaults list.*': { category: 'main', formatVersionId: null, priceTemplateId: 1 },
  '/api/theaterDailyshow/layout pages.*': { name: 'IDOR', buttons: [{ itemId: 1 }] },
  // A count of an ingredient names no item.
  '/api/inventory/count lines.*.ingredientId': { lines: [{ shopItemId: null, ingredientId: 1, counted: 5 }] },
  // 会員: 停止 and ポイント調整 need their reason.
  '/api/member/status': { status: 'suspended', reason: 'IDOR検査' },
  '/api/member/adjustPoints': { points: 10, reason: 'IDOR検査' },
};
