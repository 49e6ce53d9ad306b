import { ApiError } from '../../api/client.js';

/**
 * The API's reason in the words staff read: the fields' own messages when there are any (a 409
 * names the screening it collides with there), else the message.
 */
export function reasonOf(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  if (err.errors.length) return [...new Set(err.errors.map((e) => e.message))].join('\n');
  return err.message;
}
