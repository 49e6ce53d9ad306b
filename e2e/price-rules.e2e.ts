import { flow } from './support/browser.js';
import { login, named, row, waitForPath } from './support/app.js';

flow('cinema staff create a price template from the presets and a discount rule', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const template = `E2E料金${n}`;
  const discount = `E2E割引${n}`;
  await login(page, 'shinjuku', '/rules/create');
  await page.getByLabel('テンプレート名').fill(template);
  await page.getByRole('button', { name: '標準の券種を追加' }).click();
  await page.getByLabel('7行目の券種名').waitFor();
  // The live preview prices the 一般 row at ¥2,000 before anything is saved.
  await page.locator('.ant-card', { hasText: '料金プレビュー' }).getByText('¥2,000').first().waitFor();
  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/rules');
  await row(page, template).getByText('シニア').waitFor();
  await row(page, template).getByText('¥1,000〜¥2,000').waitFor();

  await page.goto('/disCountRules/create');
  await page.getByLabel('割引名', { exact: true }).fill(discount);
  await page.getByLabel('適用人数', { exact: true }).fill('2');
  await page.getByLabel('割引額（1名あたり）').fill('900');
  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/discountRules');
  await row(page, discount).getByText('1名につき¥900引').waitFor();
  await row(page, discount).getByText('2名以上').waitFor();
});
