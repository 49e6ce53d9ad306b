import { allModulesOn, type SessionCinema, type SessionData } from '@cinema/contracts';

const shinjuku: SessionCinema = { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 };

/** The session fields that put an account to work at one cinema. */
export const workingAt = (cinema: SessionCinema) => ({ cinemas: [cinema], cinemaId: cinema.id, cinemaObj: cinema });

const common = {
  token: 't',
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  moduleMap: allModulesOn(),
  permissionMap: {},
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  mustChangePassword: false,
  accountDetailInfo: { email: null, roleName: null },
} satisfies Partial<SessionData>;

const people = {
  // Cinema staff of シネマライン新宿.
  staff: {
    userName: 'shinjuku',
    displayName: '新宿 劇場スタッフ',
    accountId: 5,
    ...workingAt(shinjuku),
    adminType: 'cinema',
    isAdmin: false,
  },
  // The brand's head office, with no cinema chosen.
  headOffice: {
    userName: 'hq',
    displayName: '本部 太郎',
    accountId: 2,
    cinemas: [],
    cinemaId: null,
    cinemaObj: null,
    adminType: 'brand',
    isAdmin: true,
  },
  // The platform operator, signed in as itself.
  operator: {
    userName: 'admin',
    displayName: '運営 管理者',
    accountId: 1,
    brandId: null,
    brandCode: null,
    brandName: null,
    cinemas: [],
    cinemaId: null,
    cinemaObj: null,
    adminType: 'superAdmin',
    isAdmin: true,
  },
} satisfies Record<string, Partial<SessionData>>;

/** A signed-in session; a test names only what its page depends on, usually the permissionMap. */
export const testSession = (who: keyof typeof people, overrides: Partial<SessionData> = {}): SessionData => ({
  ...common,
  ...people[who],
  ...overrides,
});

/** Puts the session where the app reads it, as logging in does. */
export function signIn(session: SessionData) {
  localStorage.setItem('token', session.token);
  localStorage.setItem('userData', JSON.stringify(session));
}
