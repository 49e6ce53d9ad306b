import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-2026';

/**
 * antd writes a two-kanji button label with a space between ("登 録"), so button and link names
 * are matched letter by letter with an optional space.
 */
export const named = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

export const waitForPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

export async function fillLogin(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.getByLabel('ログインID').fill(userName);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Signs in through the login form and waits for the dashboard: for the flows about signing in itself. */
export async function loginWithForm(page: Page, userName: string) {
  await page.goto('/login');
  await fillLogin(page, userName);
  await waitForPath(page, '/dashboard');
}

let signIns = 0;

/**
 * Signs in through the API and opens `to` (the dashboard unless said) signed in, as the login form
 * would leave the browser: the console's token and session in localStorage. A flow about another
 * screen skips the login page and the dashboard it does not test (docs/testing.md, "Times").
 */
export async function login(page: Page, userName: string, to = '/dashboard') {
  const res = await page.request.post('/api/login', { data: { userName, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`login ${userName}: ${res.status()} ${await res.text()}`);
  const session = ((await res.json()) as { data: { token: string } }).data;
  // Written once, before the console's own scripts run on the next page; a later logout stays a logout.
  const once = `e2e-sign-in-${++signIns}`;
  await page.addInitScript(
    ({ once, session }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('token', session.token);
      localStorage.setItem('userData', JSON.stringify(session));
    },
    { once, session },
  );
  await page.goto(to);
  await page.waitForURL((url) => url.pathname === new URL(to, 'http://x').pathname);
}

export const header = (page: Page) => page.locator('header');
export const nav = (page: Page) => page.locator('nav');

/** Opens every group of the side menu: antd renders a group's links only once it is open. */
export async function openMenuGroups(page: Page) {
  await nav(page).getByRole('link', { name: 'ダッシュボード' }).waitFor();
  const closed = nav(page).locator('[role="menuitem"][aria-expanded="false"]');
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
}

export async function userMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * antd Select: open it from its label, then pick the option by its text. Lists render only the
 * options in view (a virtual list Playwright cannot scroll), so a searchable select is narrowed
 * first, by `search` (e.g. a code, or a word the server searches on) or else the option itself.
 * `scope` is where the label is (a dialog, when the page behind has the same label); `exact: false`
 * picks the option whose text holds `option` (a drawer named with its opening time).
 */
export async function choose(
  page: Page,
  label: string,
  option: string,
  { scope, search = option, exact = true }: { scope?: Locator; search?: string; exact?: boolean } = {},
) {
  const within = scope ?? page;
  const field = (root: Page | Locator) => root.getByLabel(label, { exact: true }).and(root.getByRole('combobox'));
  const input = field(within);
  // What the field shows: antd 6 writes a single choice into -content-has-value (or -content-value while a search is
  // typed), each of several as a -selection-item.
  const chosen = within
    // `has` is matched inside each .ant-select, so it is written from the page, not from `scope`.
    .locator('.ant-select', { has: field(page) })
    .locator('.ant-select-content-has-value, .ant-select-content-value, .ant-select-selection-item');
  const bare = (text: string) => text.replace(/\s+/g, '');
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact });
  const shown = async () => (await chosen.allTextContents()).some((t) => bare(t).includes(bare(option)));
  // On a loaded machine a click can land on a list that is still opening and choose nothing; the flow would then go
  // on with the old value and fail far from here. So the field is read back, and the option clicked again (the list
  // opened again if it closed) until the field shows it, at most three times.
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) {
      await input.click();
      if (await input.isEditable()) await input.fill(search);
    }
    await item.click();
    for (let wait = 0; wait < 20 && !(await shown()); wait++) await page.waitForTimeout(100);
    if (await shown()) return;
    if (attempt === 3) throw new Error(`choose: 「${label}」 does not show 「${option}」 after three tries`);
  }
}

/** The cinema picker that cinema-scoped screens open for head office. */
export async function pickCinema(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: '劇場を選択' });
  const pick = dialog.getByRole('button', { name: named('選択') });
  // On a loaded machine a click can land while the dropdown is still opening and choose nothing: then 選択 stays
  // disabled, and the user (and this flow) opens the list again.
  for (let attempt = 0; attempt < 3 && !(await pick.isEnabled()); attempt++) {
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText(name).click();
    await dialog
      .locator('.ant-select-content-has-value', { hasText: name })
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
  }
  await pick.click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits until an edit form has put the record it read into a field. */
export async function loaded(field: Locator, timeoutMs = 15_000) {
  // Resolved afresh each time: right after a navigation the label may still name the previous screen's element (a
  // list's column header while the form's chunk loads), which is no field and never will be.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const filled = await field
      .evaluate(
        (el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== '',
        undefined,
        { timeout: 1_000 },
      )
      .catch(() => false);
    if (filled) return;
    if (Date.now() > deadline) throw new Error(`loaded(): the field has no value after ${timeoutMs} ms`);
    await field.page().waitForTimeout(100);
  }
}

/** The list row that shows a text, e.g. a record's name. */
export const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/**
 * Clicks a confirm dialog's button and waits for the dialog to close, so the next step never acts
 * while a closing dialog (and its mask) is still on the page.
 */
export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: button }) });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** 削除 in a row, then the confirm dialog's 削除する; waits for the row to go. */
export async function deleteRow(page: Page, text: string) {
  await row(page, text)
    .getByRole('button', { name: named('削除') })
    .click();
  await confirmDialog(page, '削除する');
  try {
    await row(page, text).waitFor({ state: 'detached' });
  } catch (error) {
    // Say what the console answered (an error toast) rather than only that the row stayed.
    const toasts = await page.locator('.ant-message-notice').allInnerTexts();
    throw new Error(`「${text}」の行が消えませんでした。表示: ${toasts.join(' / ') || '（なし）'}`, { cause: error });
  }
}
