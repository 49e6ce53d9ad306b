import { useQuery } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { mailMagazineEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { figure } from '../../lib/format.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';

/** How many members the chosen filter finds, and how many of them mail may reach (shown under 配信対象). */
export function useMailAudience(memberFilterId: number | null | undefined) {
  return useQuery({
    ...endpointQuery(mailMagazineKeys.options('audience', memberFilterId), mailMagazineEndpoints.audience, {
      body: { memberFilterId: memberFilterId ?? 0 },
    }),
    enabled: !!memberFilterId,
  });
}

export const audienceText = (a: { matched: number; sendable: number }) =>
  `該当 ${figure(a.matched)}人、うち送信できる会員 ${figure(a.sendable)}人`;

export function MailAudienceText() {
  const id = Form.useWatch<number | null | undefined>('memberFilterId');
  const audience = useMailAudience(id);
  if (!id) return '配信対象の会員フィルターを選んでください';
  if (audience.isLoading) return '該当数を数えています…';
  if (audience.isError) return <Typography.Text type="danger">該当数を数えられませんでした</Typography.Text>;
  if (!audience.data) return null;
  return (
    <span>
      {audienceText(audience.data)}
      <br />
      メールアドレスがない・配信を希望しない・停止・退会の会員には送信しません
    </span>
  );
}
