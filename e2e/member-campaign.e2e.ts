import { flow } from './support/browser.js';
import { choose, confirmDialog, login, named, row, waitForPath } from './support/app.js';

// Head office targets its gold members: a 会員フィルター, a 会員クーポン for it (配布: a serial each), a メールマガジン to
// it with the member's name filled in, sent now; the job runner sends it and the mails are written under DATA_DIR/mail,
// where the operator reads them on 送信メール (docs/membership.md, "会員クーポン", "メールマガジン").

flow(
  'head office makes a member filter, gives it a coupon, mails it a magazine, and the mails are sent',
  async (page) => {
    const n = Date.now().toString().slice(-6);
    const filter = `E2Eゴールド${n}`;
    const subject = `E2E会員のお知らせ${n}`;
    const campaign = `E2Eクーポン配布${n}`;

    await login(page, 'hq', '/member-filter/create');
    await page.getByLabel('フィルター名').fill(filter);
    await choose(page, '会員制度', 'シネマラインメンバーズ');
    // A rank is searched by its number.
    await choose(page, 'ランク', '3. ゴールド', { search: '3' });
    // The live count of the demo's active gold members.
    await page
      .getByText(/^\d+\s?人$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: named('登録') }).click();
    await waitForPath(page, '/member-filter');
    await row(page, filter).waitFor();

    await page.goto('/coupon-list/create');
    await page.getByLabel('クーポン配布名').fill(campaign);
    await choose(page, 'カテゴリ', 'キャンペーン');
    await choose(page, '配布するクーポン', '会員100円引きクーポン（100円引き）', { search: '会員100円' });
    await choose(page, '会員フィルター', filter);
    const planned = page.getByText(/^対象 (\d+)人 ／ 配布予定 \1枚$/);
    await planned.waitFor();
    await page.getByRole('button', { name: named('登録') }).click();
    // The draft opens for 配布, which asks with the same numbers first.
    await page.getByRole('button', { name: '配布…' }).click();
    await page.getByText(new RegExp(`「${campaign}」を \\d+人 の会員へ、合計 \\d+枚 配布します`)).waitFor();
    await confirmDialog(page, '配布する');
    await page.getByText('会員クーポンの配布結果').waitFor();

    await page.goto('/mail-magazine/create');
    await choose(page, 'カテゴリ', 'お知らせ');
    await page.getByLabel('件名', { exact: true }).fill(`${subject} {{氏名}}様`);
    await page.getByLabel('本文', { exact: true }).fill('{{氏名}}様\n\n今月のゴールド会員特典をご案内します。');
    await choose(page, '配信対象（会員フィルター）', filter);
    await page.getByText(/該当 \d+人、うち送信できる会員 \d+人/).waitFor();
    await page.getByRole('button', { name: named('登録') }).click();
    // The draft opens for 送信.
    await page.getByRole('button', { name: '送信…' }).click();
    await confirmDialog(page, '送信する');
    await page.getByText('メールマガジンの送信を開始しました').waitFor();

    // The operator's 送信メール lists the mails once the job runner has sent them, each with its member's name in the
    // subject.
    await login(page, 'admin', '/mail-outbox');
    const mail = page.getByRole('cell', { name: new RegExp(`^${subject} .+様$`) }).first();
    for (let i = 0; i < 30 && !(await mail.count()); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByRole('heading', { name: '送信メール' }).waitFor();
    }
    await mail.waitFor();
  },
);
