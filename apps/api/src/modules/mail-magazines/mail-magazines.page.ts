import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../../platform/actor.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { recipientOfToken, unsubscribe } from './mail-magazines.unsubscribe.js';

// The 配信停止 link's page (docs/membership.md, "メールマガジン"), outside the console's SPA and with no login: GET only
// asks (a mail scanner that follows links stops nothing), POST stops; a mail program's one-click POST (RFC 8058,
// body List-Unsubscribe=One-Click) is the same POST. Raw routes: they answer HTML, not the API's JSON.

const PATH = '/mail/unsubscribe';
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string) {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.7;color:#222}
button{font-size:1rem;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

const answer = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);

const badLink = () =>
  page(
    'リンクが正しくありません',
    '<p>配信停止のリンクが正しくないか、途中で切れています。メールに記載のリンクをもう一度お試しください。</p>',
  );

const tokenOf = (req: FastifyRequest<{ Querystring: { token?: string } }>) => {
  const fromQuery = typeof req.query.token === 'string' ? req.query.token : '';
  const form = req.body instanceof URLSearchParams ? req.body.get('token') : null;
  return fromQuery || form || '';
};

export async function unsubscribePageRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  await app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_req, body, next) => next(null, new URLSearchParams(String(body))),
    );
    scope.get<{ Querystring: { token?: string } }>(PATH, (req, reply) => {
      const token = tokenOf(req);
      if (recipientOfToken(token) === null) return answer(reply, 400, badLink());
      const action = `${PATH}?token=${encodeURIComponent(token)}`;
      return answer(
        reply,
        200,
        page(
          'メールマガジンの配信停止',
          `<p>このメールアドレスへのメールマガジンの配信を停止します。よろしければ下のボタンを押してください。</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">配信を停止する</button></form>`,
        ),
      );
    });
    scope.post<{ Querystring: { token?: string } }>(PATH, async (req, reply) => {
      const token = tokenOf(req);
      if (recipientOfToken(token) === null) return answer(reply, 400, badLink());
      try {
        const done = await unsubscribe(db, originOf(req), token);
        const text =
          done.kind === 'test'
            ? '<p>これはテスト送信のメールのため、配信停止は行われません。</p>'
            : `<p>${escapeHtml(done.brandName)} からのメールマガジンの配信を停止しました。今後はお送りしません。</p>
<p>再開をご希望の場合は、劇場の窓口または会員ページからお申し出ください。</p>`;
        return answer(reply, 200, page('配信を停止しました', text));
      } catch {
        return answer(reply, 400, badLink());
      }
    });
    done();
  });
}
