import { describe, expect, it } from 'vitest';
import { callerDbError, fieldOfDbError } from './db-errors.js';

// A database error the caller caused answers 4xx naming the field, whether the driver's error
// arrives bare or wrapped by Drizzle; anything else stays a 500 (null here).

const wrapped = (pg: Record<string, unknown>) =>
  Object.assign(new Error('Failed query: insert into … params: secret@example.com'), { cause: pg });

describe('database errors the caller caused', () => {
  it('answers a unique violation 409 naming the column of its constraint', () => {
    const answer = callerDbError(
      wrapped({ code: '23505', constraint: 'houses_cinema_id_code_unique', table: 'houses' }),
    );
    expect(answer).toMatchObject({ status: 409, code: 'conflict', errors: [{ field: 'cinemaIdCode' }] });
  });

  it('answers a missing or used reference 409 with the reference field', () => {
    const answer = callerDbError({ code: '23503', constraint: 'films_distributor_id_fkey', table: 'films' });
    expect(answer?.status).toBe(409);
    expect(answer?.message).toMatch(/参照先が存在しないか、使用中です/);
    expect(answer?.errors?.[0]?.field).toBe('distributorId');
  });

  it('answers values the column cannot hold 400, and never repeats the SQL or its parameters', () => {
    for (const code of ['22003', '22P02', '22007', '22008', '22001', '22021', '23514', '23502']) {
      const answer = callerDbError(wrapped({ code, column: 'sort_order' }));
      expect(answer?.status, code).toBe(400);
      expect(answer?.errors?.[0]?.field, code).toBe('sortOrder');
      expect(JSON.stringify(answer?.message)).not.toMatch(/insert|secret/);
    }
  });

  it('leaves server faults (connection, deadlock, unknown) to the 500 answer', () => {
    expect(callerDbError(wrapped({ code: '08006' }))).toBeNull();
    expect(callerDbError(new Error('boom'))).toBeNull();
    expect(fieldOfDbError({ code: '23514' })).toBe('_');
  });
});
