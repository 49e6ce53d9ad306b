// Test data for the cinemas API, and for tests of other modules that need a cinema of their own.

/** A valid body for POST /api/cinema/create: a cinema in 新宿区 before opening. */
export const newCinema = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `テスト劇場${code}`,
  status: 'beforeOpening',
  postalCode: '160-0022',
  prefectureCode: '13',
  city: '新宿区',
  businessDayCutoffHour: 29,
  onlineSalesStartDays: 2,
  onlineSalesEndMinutes: 20,
  posSalesEndMinutes: 30,
  maxTicketsPerOrder: 10,
  seatHoldMinutes: 10,
  ...extra,
});
