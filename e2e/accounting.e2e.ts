import { flow } from './support/browser.js';
import { choose, login, named, row } from './support/app.js';

// 会計設定 (docs/accounting.md): head office registers a 勘定科目, names it in the settings, and saves them.
flow('head office registers a 勘定科目 and names it 映画料支払の借方科目 in 会計設定', async (page) => {
  const code = `E${Date.now().toString().slice(-6)}`;
  await login(page, 'hq', '/accounting-management');
  await row(page, '売上高（興行収入）').waitFor();

  await page.getByRole('button', { name: '新規作成' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('コード').fill(code);
  await dialog.getByLabel('名称').fill('E2E未払金');
  await choose(page, '科目区分', '未払金', { scope: dialog });
  await choose(page, '税区分', '対象外', { scope: dialog });
  await dialog.getByRole('button', { name: named('登録') }).click();
  await row(page, code).getByText('E2E未払金').waitFor();

  await page.getByRole('tab', { name: '会計設定' }).click();
  await row(page, 'クレジットカード').getByText('ジャパンカード決済株式会社').waitFor();
  await choose(page, '映画料支払の借方科目', `${code} E2E未払金`, { search: code });
  await page.getByLabel('映画料支払の摘要').fill('E2E摘要');
  await page.getByRole('button', { name: named('保存') }).click();
  await page.locator('.ant-message-notice').getByText('保存しました').waitFor();

  // Named in the settings: its delete is refused with where.
  await page.getByRole('tab', { name: '勘定科目' }).click();
  await row(page, code)
    .getByRole('button', { name: named('削除') })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await page
    .getByText(/映画料支払の借方科目で使われているため/)
    .first()
    .waitFor();
});
