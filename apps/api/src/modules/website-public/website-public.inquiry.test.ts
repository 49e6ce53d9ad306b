import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs/index.js';
import { MemoryMailTransport, setMailTransport, type MailTransport } from '../../platform/mail/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { renderWebsitePreview } from './index.js';
import { cinemaOf, putPage } from './website-public.fixtures.js';
import { INQUIRIES_PER_WINDOW, inquiryMailJob } from './website-public.inquiry.js';

// 貸切・レンタルのお問い合わせ: a plain form post, checked on the server, sent as mail by the job runner, a few per
// address; and the console's preview of a draft (docs/website.md, "the public site").

let t: TestContext;
let previous: MailTransport | null;
const mail = new MemoryMailTransport('"劇場コンソール" <no-reply@cinema.example>');
const form = (
  fields: Record<string, string>,
  ip = '203.0.113.1',
  url = '/site/CL/0101/rental/inquiry',
  host?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(host ? { host } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const valid = {
  name: '映画 花子',
  email: 'hanako@example.jp',
  phone: '03-0000-0000',
  people: '80名',
  message: '試写会で貸切を検討しています。',
};

beforeAll(async () => {
  t = await createTestApp();
  previous = setMailTransport(mail);
});
afterAll(async () => {
  setMailTransport(previous);
  await t.close();
});

describe('the rental inquiry form', () => {
  it('thanks the visitor and mails the cinema, replying to the visitor', async () => {
    const res = await form(valid);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('お問い合わせを受け付けました');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
    await new JobRunner(t.database.db, [inquiryMailJob]).drain();
    const sent = mail.sent.at(-1);
    expect(sent?.to).toBe('0101@example.jp');
    expect(sent?.replyTo).toBe('hanako@example.jp');
    expect(sent?.subject).toContain('シネマライン新宿');
    expect(sent?.text).toContain('試写会で貸切を検討しています。');
    expect(sent?.text).toContain('80名');
  });

  it('answers the form again with each error beside its field and what was typed', async () => {
    const res = await form({ name: '', email: 'not-an-address', message: '' }, '203.0.113.2');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('「お名前」を入力してください');
    expect(res.body).toContain('正しいメールアドレスを入力してください');
    expect(res.body).toContain('「お問い合わせ内容」を入力してください');
    expect(res.body).toContain('value="not-an-address"');
    expect(res.body).toMatch(/aria-invalid="true"/);
  });

  it('takes a few inquiries per address, then refuses for a while', async () => {
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i++) expect((await form(valid, '198.51.100.7')).statusCode).toBe(200);
    const refused = await form(valid, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('しばらくしてからお試しください');
    expect((await form(valid, '198.51.100.8')).statusCode).toBe(200);
  });

  it('sends to the page’s own address when set, and works on the brand’s domain', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0102');
    await putPage(t.database.db, c, 'rentalSpace', {
      title: '貸切',
      body: '',
      inquiryEnabled: true,
      inquiryEmail: 'rental@cinemaline.example.jp',
    });
    const res = await form(valid, '203.0.113.3', '/0102/rental/inquiry', 'www.cinemaline.example.jp');
    expect(res.statusCode).toBe(200);
    await new JobRunner(t.database.db, [inquiryMailJob]).drain();
    expect(mail.sent.at(-1)?.to).toBe('rental@cinemaline.example.jp');
  });

  it('has no form, and takes no post, where the cinema turned it off', async () => {
    const c = await cinemaOf(t.database.db, 'MIRAI', '0201');
    await putPage(t.database.db, c, 'rentalSpace', { title: '貸切', body: '<p>お電話で</p>', inquiryEnabled: false });
    expect((await t.app.inject({ url: '/site/MIRAI/0201/rental' })).body).not.toContain('<form');
    expect((await form(valid, '203.0.113.4', '/site/MIRAI/0201/rental/inquiry')).statusCode).toBe(404);
  });
});

describe('the console’s preview', () => {
  it('renders a draft in place of the published page, with /site links that work from the console', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0101');
    const html = await renderWebsitePreview(
      t.database.db,
      c.id,
      'admissionInfo',
      { title: '下書きの入場案内', body: '<p>新しい案内</p>' },
      null,
    );
    expect(html).toContain('<h1>下書きの入場案内</h1>');
    expect(html).toContain('<p>新しい案内</p>');
    expect(html).not.toContain('入場開始は上映開始時刻の10分前です');
    expect(html).toContain('href="/site/CL/0101/style.css');
    const news = await renderWebsitePreview(
      t.database.db,
      c.id,
      'news',
      { title: 'まだ無いお知らせ', body: '<p>本文</p>' },
      null,
    );
    expect(news).toContain('<h1>まだ無いお知らせ</h1>');
  });

  it('shows what it can of a draft still being typed: a missing title stood in for, the body as typed', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0101');
    const html = await renderWebsitePreview(
      t.database.db,
      c.id,
      'news',
      { title: '', category: 'nonsense', body: '<p>書きかけの本文</p>' },
      null,
    );
    expect(html).toContain('<h1>（タイトル未入力）</h1>');
    expect(html).toContain('<p>書きかけの本文</p>');
    expect(html).not.toContain('ページが見つかりません');
  });

  it('previews colours through theme.css’s query, and site settings on the top page', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0101');
    const colors = { primaryColor: '#123456', textColor: '#000000', backgroundColor: '#ffffff' };
    const html = await renderWebsitePreview(t.database.db, c.id, 'colorStyleSetting', colors, null);
    expect(html).toContain('theme.css?p=%23123456&amp;t=%23000000&amp;b=%23ffffff');
    const info = await renderWebsitePreview(
      t.database.db,
      c.id,
      'websiteInformation',
      { siteName: '新しいサイト名' },
      null,
    );
    expect(info).toContain('<title>新しいサイト名</title>');
  });
});
