import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fillPlaceholders, mailDateText, tokyoDateOf, type MailMember } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { automationFires } from '../../db/schema/index.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { mailTransport, textToHtml } from '../../platform/mail/index.js';
import { activeRuleIds, ruleRow } from './automation-rules.repository.js';
import { runRule } from './automation-rules.run.js';

// 自動化ルール's jobs (docs/membership.md, "自動化ルール"): every morning one job per active rule, queued once per
// rule and day; a rule's mails are sent by a job of their own, a batch at a time.

const MAIL_BATCH = 50;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const automationMailJob = defineJob({
  queue: 'automation.mail',
  payload: z.object({ runId: z.number().int() }),
  maxAttempts: 5,
  run: async ({ tx, payload }) => {
    if ((await sendQueuedMails(tx, payload.runId)) === MAIL_BATCH) await enqueue(tx, automationMailJob, payload);
  },
});

export const automationRuleJob = defineJob({
  queue: 'automation.rule',
  payload: z.object({ ruleId: z.number().int(), day }),
  maxAttempts: 3,
  run: async ({ tx, payload }) => {
    const rule = await ruleRow(tx, payload.ruleId);
    if (!rule || rule.status !== 'active') return;
    const result = await runRule(tx, rule, payload.day, null);
    if (result.queued) await enqueue(tx, automationMailJob, { runId: result.runId });
  },
});

export const automationDailyJob = defineJob({
  queue: 'automation.daily',
  payload: z.object({}),
  maxAttempts: 3,
  run: async ({ tx }) => {
    const today = tokyoDateOf(Date.now());
    for (const ruleId of await activeRuleIds(tx))
      await enqueue(tx, automationRuleJob, { ruleId, day: today }, { dedupeKey: `automation:${ruleId}:${today}` });
  },
});

type Queued = {
  id: number;
  email: string;
  name: string;
  member_no: string;
  valid_until: string | null;
  rank_name: string | null;
  points: number;
  subject: string | null;
  body: string | null;
};

/**
 * Sends up to a batch of the run's queued mails, each filled with its member's fields, and marks each sent or failed
 * (with the server's answer). Rows another process holds are skipped. A crash between the send and the commit sends
 * that batch again: mail is at least once, as the ticket mails are (docs/jobs.md).
 */
export async function sendQueuedMails(tx: Db, runId: number) {
  const rows = await rowsOf<Queued>(
    tx.execute(sql`
      select f.id, m.email, m.name, m.member_no, m.valid_until::text as valid_until,
        s.ranks -> (m.rank - 1) ->> 'name' as rank_name,
        coalesce((select sum(e.points) from member_point_entries e where e.member_id = m.id), 0)::int as points,
        r.mail_subject as subject, r.mail_body as body
      from ${automationFires} f
      join members m on m.id = f.member_id
      join member_systems s on s.id = m.member_system_id
      join automation_rules r on r.id = f.rule_id
      where f.run_id = ${runId} and f.status = 'queued'
      order by f.id limit ${MAIL_BATCH}
      for update of f skip locked`),
  );
  const transport = mailTransport();
  for (const r of rows) {
    const values: MailMember = {
      氏名: r.name,
      会員番号: r.member_no,
      ランク: r.rank_name ?? '',
      ポイント: `${Math.max(r.points, 0).toLocaleString('ja-JP')}`,
      有効期限: mailDateText(r.valid_until),
    };
    const text = fillPlaceholders(r.body ?? '', values);
    try {
      await transport.send({
        from: transport.defaultFrom,
        to: r.email,
        subject: fillPlaceholders(r.subject ?? '', values),
        text,
        html: textToHtml(text),
        reference: `automation:${runId}`,
      });
      await tx.execute(sql`update ${automationFires} set status = 'sent', detail = null where id = ${r.id}`);
    } catch (error) {
      const detail = error instanceof Error ? error.message.slice(0, 300) : String(error);
      await tx.execute(sql`update ${automationFires} set status = 'failed', detail = ${detail} where id = ${r.id}`);
    }
  }
  return rows.length;
}
