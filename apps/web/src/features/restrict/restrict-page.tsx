import { useSession } from '../../api/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { LateHourRuleForm } from './late-hour-rule-form.js';
import { RestrictCodeTable } from './restrict-code-table.js';

/** /restrict: the chosen cinema's 映倫区分 with their ages, and its late-hour rule for minors. */
export default function RestrictPage() {
  const session = useSession();
  const cinemaId = session?.cinemaId ?? null;
  return (
    <>
      <PageHeader title="映倫区分・年齢制限" sub={session?.cinemaObj ? `劇場：${session.cinemaObj.name}` : undefined} />
      <LateHourRuleForm cinemaId={cinemaId} />
      <RestrictCodeTable cinemaId={cinemaId} />
    </>
  );
}
