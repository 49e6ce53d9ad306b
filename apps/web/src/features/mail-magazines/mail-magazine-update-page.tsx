import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { mailMagazineEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { MailMagazineDelivery } from './mail-magazine-delivery.js';
import { MailMagazineFormPage } from './mail-magazine-form-page.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';

const REFRESH_MS = 5_000;

/**
 * /mail-magazine/update/:id: a draft is edited here; a magazine booked, sending or sent shows its delivery (counts,
 * the recipients and what became of each). The same detail query the form reads, so it is fetched once.
 */
export default function MailMagazineUpdatePage() {
  const { id = '' } = useParams();
  const detail = useQuery({
    ...endpointQuery([...mailMagazineKeys.all, 'detail', id], mailMagazineEndpoints.detail, { params: { id } }),
    // While it sends, the counts follow (the recipients' page is read again with them).
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? REFRESH_MS : false),
  });
  // Not found or failing: the form page says so with its own 404 and error states.
  if (detail.isError || detail.data?.status === 'draft') return <MailMagazineFormPage id={id} />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <MailMagazineDelivery magazine={detail.data} />;
}
