import { Link } from 'react-router';
import { Button } from 'antd';
import { pathTo, pdfFilmFeeEndpoints as endpoints } from '@cinema/contracts';
import { useUrlCriteria } from '../../lib/url-criteria.js';
import { PdfDocumentScreen } from '../../ui/print-document/pdf-document-screen.js';
import { FilmFeeCriteria } from './pdf-film-fee-criteria.js';

// /pdf-film-fee 映画料精算書 (docs/accounting.md, "映画料精算書"): a 配給会社's CONFIRMED film fees of a month as the
// PDF the server makes (shown in the page, ダウンロード), and 印刷 of the same document as print HTML. Nothing is asked
// of the server until a 配給会社 is chosen. The criteria are the page's URL (映画料集計 links here).

const fields = { month: 'month', distributorId: 'number', cinemaId: 'number' } as const;

export default function PdfFilmFeePage() {
  const { criteria, change } = useUrlCriteria(fields);
  const { month, distributorId, cinemaId } = criteria;
  return (
    <PdfDocumentScreen
      title="映画料精算書"
      sub="確定済みの映画料を配給会社ごとに精算書（仕入明細書）にします"
      endpoints={endpoints}
      queryKey={['pdfFilmFee']}
      query={distributorId ? { month, distributorId, cinemaId } : null}
      prompt="配給会社と対象月を選ぶと、その月の確定済みの映画料の精算書を表示します"
      extra={
        <Link to={pathTo('/film-fee')}>
          <Button>映画料集計</Button>
        </Link>
      }
      criteria={<FilmFeeCriteria value={criteria} onChange={change} />}
    />
  );
}
