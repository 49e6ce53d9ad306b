import type { MemberMail } from '../member-site/index.js';
import { absolute, type Site } from './website-public.site.js';

// The member site's mails (docs/membership.md, "会員サイト"): the link to the cinema's site, where the token is used
// by a button (a POST), so a mail scanner that follows links cannot use it up.

export function memberMail(
  site: Site,
  kind: 'confirm' | 'reset',
  to: string,
  name: string | null,
  token: string,
  memberNo: string | null,
): MemberMail {
  const fromName = site.info.siteName;
  if (kind === 'confirm')
    return {
      to,
      fromName,
      subject: `【${site.info.siteName}】会員登録のメールアドレス確認`,
      text: [
        `${name ?? ''} 様`,
        '',
        `${site.info.siteName}の会員登録をお申し込みいただき、ありがとうございます。`,
        `会員番号: ${memberNo ?? ''}`,
        '',
        '下のリンクを開き、「メールアドレスを確認する」を押して登録を完了してください（24時間有効）。',
        absolute(site, `member/confirm?token=${encodeURIComponent(token)}`),
        '',
        'お心当たりのない場合は、このメールを破棄してください。',
      ].join('\n'),
    };
  return {
    to,
    fromName,
    subject: `【${site.info.siteName}】パスワードの再設定`,
    text: [
      'パスワード再設定のお申し込みを受け付けました。',
      '下のリンクから新しいパスワードを設定してください（1時間有効）。',
      absolute(site, `member/reset/new?token=${encodeURIComponent(token)}`),
      '',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ].join('\n'),
  };
}
