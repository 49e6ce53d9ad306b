// Saved user options (kept across logout; cleared on an app version change).
export interface UserOptions {
  menuCollapsed?: boolean;
  /** The planning timeline's last view (上映スケジュール: 日 or 週). */
  scheduleView?: 'day' | 'week';
  /**
   * The columns each user chose on each list (表示列), by `{accountId}:{list}`: a column's title and whether it
   * shows, only where the user's choice differs from the list's default, so a column added later follows its default.
   */
  listColumns?: Record<string, Record<string, boolean>>;
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

/** One list's column choice for one user (see UserOptions.listColumns); empty when none is saved. */
export const readListColumns = (key: string): Record<string, boolean> => readUserOptions().listColumns?.[key] ?? {};

/** Saves one list's column choice; an empty choice (初期設定に戻す) removes it. */
export function writeListColumns(key: string, choice: Record<string, boolean>) {
  const { [key]: _old, ...others } = readUserOptions().listColumns ?? {};
  writeUserOptions({ listColumns: Object.keys(choice).length ? { ...others, [key]: choice } : others });
}
