import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses an option of the antd Select labelled `label` by its title, and reads the choice back: on a loaded machine
 * a click can land on a list still opening and choose nothing, so it opens the list and clicks again until the
 * select shows a choice (as the flows' choose() does in a real browser, docs/testing.md).
 */
export async function chooseOption(user: UserEvent, label: string, title: string, timeout = 10_000) {
  const input = screen.getByLabelText(label);
  const select = input.closest('.ant-select');
  const chosen = () => select?.querySelector('.ant-select-content-has-value') ?? null;
  await waitFor(
    async () => {
      if (chosen()) return;
      await user.click(input);
      await user.click(await screen.findByTitle(title, {}, { timeout }));
      if (!chosen()) throw new Error(`「${label}」で「${title}」を選べませんでした`);
    },
    { timeout },
  );
}
