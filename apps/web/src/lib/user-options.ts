// Saved user options (kept across logout; cleared on an app version change).
export interface UserOptions {
  menuCollapsed?: boolean;
  /** The planning timeline's last view (上映スケジュール: 日 or 週). */
  scheduleView?: 'day' | 'week';
}

export function readUserOptions(): UserOptions {
  try {
    return JSON.parse(localStorage.getItem('userOptions') ?? '{}') as UserOptions;
  } catch {
    return {};
  }
}

export function writeUserOptions(patch: UserOptions) {
  localStorage.setItem('userOptions', JSON.stringify({ ...readUserOptions(), ...patch }));
}
