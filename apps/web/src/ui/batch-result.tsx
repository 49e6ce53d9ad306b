import { Modal, Typography } from 'antd';

// What a batch action did (全劇場を締める, 一括確定): how many it did in the title, then the lists, the ones it could
// not do each with its reason (docs/web-conventions.md, "batch results").

export interface BatchResultSection {
  label: string;
  items: string[];
}

export function showBatchResult(title: string, sections: BatchResultSection[], testId: string) {
  const shown = sections.filter((s) => s.items.length > 0);
  Modal.info({
    title,
    width: 560,
    content: shown.length ? (
      <div data-testid={testId}>
        {shown.map((s) => (
          <div key={s.label}>
            <Typography.Text strong>{s.label}</Typography.Text>
            <ul>
              {s.items.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    ) : undefined,
  });
}
