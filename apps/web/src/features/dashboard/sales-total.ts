import { dashboardSalesFigures, type DashboardFigure, type DashboardSalesCinema } from '@cinema/contracts';

const add = (a: DashboardFigure, b: DashboardFigure) => ({
  today: a.today + b.today,
  lastWeek: a.lastWeek + b.lastWeek,
});
const zero = { today: 0, lastWeek: 0 };
const keys = [
  ...(Object.keys(dashboardSalesFigures) as (keyof typeof dashboardSalesFigures)[]),
  'soldSeats',
  'sellableSeats',
] as const;

/** 全劇場計: the cinemas' figures added up (hours left out). */
export function totalOf(cinemas: DashboardSalesCinema[]): DashboardSalesCinema {
  const total: DashboardSalesCinema = {
    cinemaId: 0,
    cinemaName: '全劇場計',
    admissions: zero,
    boxOffice: zero,
    shopSales: zero,
    otherSales: zero,
    totalSales: zero,
    soldSeats: zero,
    sellableSeats: zero,
    hours: [],
  };
  for (const c of cinemas) for (const k of keys) total[k] = add(total[k], c[k]);
  return total;
}
