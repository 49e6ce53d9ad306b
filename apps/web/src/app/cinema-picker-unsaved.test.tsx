import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { authEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { signIn, testSession, workingAt } from '../test/session.js';
import { unsavedSwitchTitle, useUnsavedGuard } from '../ui/use-unsaved-guard.js';
import { allCinemasLabel, CinemaPicker } from './cinema-picker.js';
import { chooseOption } from '../test/select.js';

// The header's 劇場を選択 is outside any screen: it still asks before a form's unsaved input is lost.
const shinjuku = { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 };
const ikebukuro = { id: 11, name: 'シネマライン池袋', code: 'IKB', brandId: 1 };
const session = { ...testSession('headOffice'), ...workingAt(shinjuku), cinemas: [shinjuku, ikebukuro] };
const { fetchMock } = stubEndpoints([on(authEndpoints.selectCinema, () => ({ ...session, cinemaId: 11 }))]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function DirtyForm() {
  useUnsavedGuard(() => true);
  return <p>入力中のフォーム</p>;
}

describe('switching the cinema from the header', () => {
  it('asks before throwing away unsaved input, and switches only on 破棄する', async () => {
    signIn(session);
    render(
      <>
        <DirtyForm />
        <CinemaPicker session={session} open onClose={() => undefined} />
      </>,
    );
    await chooseOption(user, screen.getByRole('combobox'), 'IKB シネマライン池袋');
    await user.click(screen.getByRole('button', { name: /^選\s?択$/ }));
    expect((await screen.findAllByText(unsavedSwitchTitle)).length).toBeGreaterThan(0);
    const switched = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/session/cinema'));
    await user.click(screen.getByRole('button', { name: '編集を続ける' }));
    expect(switched()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^選\s?択$/ }));
    await user.click(await screen.findByRole('button', { name: '破棄する' }));
    await expect.poll(() => switched().length).toBe(1);
  });

  it('takes head office back to すべての劇場 from a chosen cinema, where cinema staff are not offered it', async () => {
    signIn(session);
    const { unmount } = render(<CinemaPicker session={session} open onClose={() => undefined} allowAll />);
    await chooseOption(user, screen.getByRole('combobox'), allCinemasLabel);
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: /^選\s?択$/ }));
    await expect.poll(() => fetchMock.mock.calls.length).toBe(before + 1);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/session/cinema');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ cinemaId: null });
    unmount();

    render(<CinemaPicker session={session} open onClose={() => undefined} />);
    await user.click(screen.getByRole('combobox'));
    await screen.findByTitle('IKB シネマライン池袋');
    expect(screen.queryByTitle(allCinemasLabel)).toBeNull();
  });
});
