import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { cinemaEndpoints, type SessionCinema } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import { CinemaFilter } from './cinema-select.js';

// A list's 劇場 filter is for sessions that have cinemas to choose between; staff of one cinema
// only ever see that cinema's records, so they are not offered it.
const shinjuku: SessionCinema = { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 };
const ikebukuro: SessionCinema = { id: 11, name: 'シネマライン池袋', code: '0102', brandId: 1 };
const { fetchMock } = stubEndpoints([on(cinemaEndpoints.listMap, () => [shinjuku, ikebukuro])]);

const filters = () => (
  <Form data-testid="filters">
    <CinemaFilter aria-label="劇場" />
  </Form>
);

describe('CinemaFilter', () => {
  it('renders the 劇場 select for a session with several cinemas', async () => {
    signIn(testSession('headOffice', { cinemas: [shinjuku, ikebukuro] }));
    renderWithProviders(filters());
    expect(await screen.findByRole('combobox', { name: '劇場' })).toBeTruthy();
  });

  it('renders nothing, not even an empty form item, for one-cinema staff, and asks for no options', () => {
    signIn(testSession('staff', workingAt(shinjuku)));
    renderWithProviders(filters());
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('filters').querySelector('.ant-form-item')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/cinema/listMap'))).toBe(false);
  });
});
