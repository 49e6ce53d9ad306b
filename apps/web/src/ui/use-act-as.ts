import { useNavigate } from 'react-router';
import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { loginAsAccount, loginAsBrand, loginAsCinema, returnToOriginal } from '../api/session.js';

/**
 * 代理ログイン and the way back, the same from every list: asks first, then lands on the dashboard
 * before the new session is stored, so the screen left behind never answers access-denied.
 */
export function useActAs() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const land = async () => {
    qc.clear();
    await navigate('/dashboard');
  };
  // The dashboard may have asked before the new session was stored: ask again as the new account.
  const after = () => void qc.invalidateQueries();

  const ask = (name: string, run: () => Promise<unknown>) =>
    Modal.confirm({
      title: `「${name}」として代理ログインしますか？`,
      content:
        '代理ログイン中の操作は、代理ログインとして操作ログに記録されます。ユーザーメニューの「元のアカウントに戻る」で戻れます。',
      okText: '代理ログインする',
      cancelText: 'キャンセル',
      // The client has already said why a refused switch failed.
      onOk: () => run().then(after, () => undefined),
    });

  return {
    asBrand: (brand: { id: number; name: string }) => ask(brand.name, () => loginAsBrand(brand.id, land)),
    asAccount: (account: { id: number; displayName: string }) =>
      ask(account.displayName, () => loginAsAccount(account.id, land)),
    asCinema: (cinema: { id: number; name: string }) => ask(cinema.name, () => loginAsCinema(cinema.id, land)),
    back: () => returnToOriginal(land).then(after),
  };
}
