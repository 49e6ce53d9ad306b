import { eq, inArray } from 'drizzle-orm';
import { accountCinemas, accounts } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import type { TestContext } from '../helper.js';

// The demo users the fuzz calls as. A case may end their session (logout, a password change, an
// account switched off or renamed by another case): they sign in again, and when even that fails
// their account row is put back as it was seeded, so later cases still reach deep validation.

type AccountRow = typeof accounts.$inferSelect;
type CinemaRow = typeof accountCinemas.$inferSelect;

export class FuzzSessions {
  private readonly tokens = new Map<string, string>();
  private readonly lost = new Set<string>();
  private snapshot: { rows: AccountRow[]; cinemas: CinemaRow[] } | null = null;
  private logins = 0;
  renewals = 0;
  /** Users who could not sign in again, with the login's last answer. */
  readonly lostWhy = new Map<string, string>();
  private lastAnswer = '';
  private restoreNote = '';

  constructor(
    private readonly t: TestContext,
    private readonly users: readonly string[] = ['hq', 'shinjuku', 'admin'],
  ) {}

  isLost = (user: string) => this.lost.has(user);

  /** The demo accounts' ids: account endpoints' base requests leave them alone (a case may still hit one). */
  async accountIds(): Promise<number[]> {
    if (!this.snapshot) await this.takeSnapshot();
    return this.snapshot!.rows.map((r) => r.id);
  }

  async token(user: string): Promise<string> {
    if (!this.snapshot) await this.takeSnapshot();
    const known = this.tokens.get(user);
    if (known) return known;
    const token = (await this.signIn(user)) ?? (await this.restore(user), await this.signIn(user));
    if (!token) {
      this.lost.add(user);
      this.lostWhy.set(user, this.lastAnswer + this.restoreNote);
      throw new Error(`fuzz: ${user} can no longer sign in`);
    }
    this.tokens.set(user, token);
    return token;
  }

  /** After a 401: forget the token and sign in again (or give the user up). */
  async renew(user: string) {
    this.renewals++;
    this.tokens.delete(user);
    await this.token(user).catch(() => undefined);
  }

  private async signIn(user: string): Promise<string | null> {
    // Each from its own address: the login throttle counts per address.
    const n = ++this.logins;
    const res = await this.t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `172.16.${(n >> 8) & 255}.${n & 255}`,
      payload: { userName: user, password: DEMO_PASSWORD },
    });
    this.lastAnswer = `${res.statusCode} ${res.body.slice(0, 200)}`;
    return res.statusCode === 200 ? (res.json().data.token as string) : null;
  }

  private async takeSnapshot() {
    const db = this.t.database.db;
    const rows = await db
      .select()
      .from(accounts)
      .where(inArray(accounts.userName, [...this.users]));
    const ids = rows.map((r) => r.id);
    const cinemas = await db.select().from(accountCinemas).where(inArray(accountCinemas.accountId, ids));
    this.snapshot = { rows, cinemas };
  }

  private async restore(user: string) {
    const row = this.snapshot?.rows.find((r) => r.userName === user);
    if (!row) return;
    const db = this.t.database.db;
    const { id, ...fields } = row;
    try {
      const updated = await db.update(accounts).set(fields).where(eq(accounts.id, id)).returning({ id: accounts.id });
      // A case deleted the account: it comes back with its own id.
      if (!updated.length) await db.insert(accounts).values(row);
    } catch (err) {
      this.restoreNote = `; restore failed: ${(err as Error).message.slice(0, 200)}`;
      return;
    }
    await db.delete(accountCinemas).where(eq(accountCinemas.accountId, id));
    const cinemas = this.snapshot!.cinemas.filter((c) => c.accountId === id);
    if (cinemas.length) await db.insert(accountCinemas).values(cinemas).onConflictDoNothing();
  }
}
