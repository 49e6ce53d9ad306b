import { accountTypeLabels, accountTypes, type Account, type AccountType } from '@cinema/contracts';

/** The kinds of account a session may pick; only a superAdmin sees (and creates) superAdmins. */
export const accountTypeOptions = (isSuper: boolean) =>
  accountTypes
    .filter((t) => isSuper || t !== 'superAdmin')
    .map((value) => ({ value, label: accountTypeLabels[value] }));

// A head-office account reaches every cinema of its brand; only cinema accounts list theirs.
export const cinemasText = (a: Pick<Account, 'type' | 'cinemaNames'>) =>
  a.type === 'brand' ? 'すべての劇場' : a.cinemaNames.length ? a.cinemaNames.join('、') : '-';

export const typeLabel = (t: AccountType) => accountTypeLabels[t];
