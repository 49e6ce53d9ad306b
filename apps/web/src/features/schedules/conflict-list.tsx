import { Alert } from 'antd';
import { ApiError } from '../../api/client.js';

/** Lines the API gives for each refused slot (「5/4（月）10:00 スクリーン1：…」) on a 409 conflict. */
export const conflictLines = (err: unknown) =>
  err instanceof ApiError && err.code === 'conflict'
    ? err.errors.length
      ? err.errors.map((e) => e.message)
      : [err.message]
    : [];

/** The refused slots of a bulk create or a copy, one per line. */
export function ConflictList({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }}>
          {lines.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      }
    />
  );
}
