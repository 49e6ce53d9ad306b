import { Form, Input, Select, Space } from 'antd';
import { signageLabels as L, signageSlideKind } from '@cinema/contracts';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { DatePicker } from '../../ui/date-picker.js';
import { SingleImageUpload, type ImageValue } from '../../ui/image-upload.js';
import { NumberInput } from '../../ui/number-input.js';
import { asDate, fromDate } from './signage-queries.js';

// One slide of a playlist: its kind and source (an uploaded image, a video's https URL, a film), its seconds,
// and when it shows (dates, a daily window).

const asImage = (v: unknown) => ({ value: typeof v === 'string' && v ? { fileId: null, url: v } : null });
const fromImage = (v: ImageValue | null) => v?.url ?? null;

export function SlideFields({ name }: { name: number }) {
  const films = useFilmNames().data ?? [];
  return (
    <>
      <Space size="middle" align="start" wrap>
        <Form.Item label={L.kind} name={[name, 'kind']} required>
          <Select options={signageSlideKind.options} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item label={L.durationSeconds} name={[name, 'durationSeconds']} required>
          <NumberInput suffix="秒" style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item noStyle shouldUpdate>
        {(form) => {
          const kind = form.getFieldValue(['slides', name, 'kind']) as string | undefined;
          if (kind === 'image')
            return (
              <Form.Item
                label={L.imageUrl}
                name={[name, 'imageUrl']}
                required
                getValueProps={asImage}
                normalize={fromImage}
              >
                <SingleImageUpload purpose="other" label={L.imageUrl} sizeHint="1920×1080 px 推奨" />
              </Form.Item>
            );
          if (kind === 'video')
            return (
              <Form.Item
                label={L.videoUrl}
                name={[name, 'videoUrl']}
                required
                extra="https:// の動画ファイル（MP4 など）"
              >
                <Input maxLength={500} placeholder="https://example.com/trailer.mp4" />
              </Form.Item>
            );
          if (kind === 'film')
            return (
              <Form.Item label={L.filmId} name={[name, 'filmId']} required>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={films.map((f) => ({ value: f.id, label: f.name }))}
                  style={{ width: 360 }}
                />
              </Form.Item>
            );
          return null;
        }}
      </Form.Item>
      <Space size="middle" align="start" wrap>
        <Form.Item label={L.startDate} name={[name, 'startDate']} getValueProps={asDate} normalize={fromDate}>
          <DatePicker />
        </Form.Item>
        <Form.Item label={L.endDate} name={[name, 'endDate']} getValueProps={asDate} normalize={fromDate}>
          <DatePicker />
        </Form.Item>
        <Form.Item label={L.startTime} name={[name, 'startTime']}>
          <Input placeholder="10:00" maxLength={5} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item label={L.endTime} name={[name, 'endTime']} extra="毎日この時間帯だけ表示（空欄なら終日）">
          <Input placeholder="18:00" maxLength={5} style={{ width: 100 }} />
        </Form.Item>
      </Space>
    </>
  );
}
