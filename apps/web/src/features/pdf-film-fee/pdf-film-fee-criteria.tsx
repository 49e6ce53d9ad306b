import { Form, Select } from 'antd';
import { pdfFilmFeeLabels as L } from '@cinema/contracts';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { useDistributorOptions } from '../../entities/films/film-queries.js';
import { kanaSearch } from '../../lib/option-search.js';
import { MonthField } from '../../ui/month-field.js';

// 映画料精算書's criteria (docs/accounting.md, "映画料精算書"): 対象月, 配給会社 and, for head office, 劇場 (none for
// every cinema of the brand). Each change is the page's URL, so a link from 映画料集計 opens the same document.

type Criteria = { month: string; distributorId?: number; cinemaId?: number };

export function FilmFeeCriteria({ value, onChange }: { value: Criteria; onChange: (c: Criteria) => void }) {
  const { data, isLoading } = useDistributorOptions();
  return (
    <Form<Criteria>
      layout="inline"
      initialValues={value}
      onValuesChange={(_, all) => onChange(all)}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <MonthField label={L.month} ariaLabel={L.month} />
      <Form.Item name="distributorId" label={L.distributorId} required>
        <Select<number>
          aria-label={L.distributorId}
          placeholder="配給会社を選択"
          showSearch={kanaSearch}
          loading={isLoading}
          style={{ minWidth: 220 }}
          options={(data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <CinemaFilter placeholder="全劇場" aria-label={L.cinemaId} style={{ minWidth: 180 }} />
    </Form>
  );
}
