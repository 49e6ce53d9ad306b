import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses the option titled `title` of an antd Select (`field`: its label, or its input or combobox element), and
 * reads the choice back: on a loaded machine a click can land on a list still opening and choose nothing, so it opens
 * the list and clicks again until the select shows the option among its chosen values (as the flows' choose() does
 * in a real browser, docs/testing.md). A bare click pair is refused by lint in test files for that reason.
 */
export async function chooseOption(user: UserEvent, field: string | HTMLElement, title: string, timeout = 10_000) {
  const input = typeof field === 'string' ? screen.getByLabelText(field) : field;
  const select = input.closest('.ant-select');
  // A single select shows its choice with the option's title, a multiple one each chosen value with its own.
  const chosen = () =>
    Array.from(select?.querySelectorAll('[title]') ?? []).some((e) => e.getAttribute('title') === title);
  await waitFor(
    async () => {
      if (chosen()) return;
      await user.click(input);
      await user.click(await screen.findByTitle(title, {}, { timeout }));
      if (!chosen())
        throw new Error(`「${typeof field === 'string' ? field : title}」で「${title}」を選べませんでした`);
    },
    { timeout },
  );
}
