// A new rank's starting values: no benefit yet, a color of its own.
const colors = ['#1677ff', '#8c8c8c', '#d4b106', '#722ed1', '#eb2f96'];
export const newRank = (i: number) => ({
  name: '',
  color: colors[i % colors.length] ?? '#1677ff',
  discountKind: 'none' as const,
  discountValue: 0,
  presaleDays: 0,
  upThreshold: 0,
  keepThreshold: 0,
});
