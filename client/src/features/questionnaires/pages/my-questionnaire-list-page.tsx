// /mis/questionnaire/mine (menu component mis/questionnaire/MyQuestionnaireList): 我的问卷 — what the signed-in user
// was sent; 填写 on the ones open now.
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { MyQuestionnaire } from '../api/questionnaire-api';
import { FillDialog } from '../components/fill-dialog';
import { myQuestionnaireResource } from '../model/my-questionnaire-resource';

export function MyQuestionnaireListPage() {
  const reload = useResourceReload(myQuestionnaireResource);
  const [filling, setFilling] = useState<MyQuestionnaire | null>(null);
  return (
    <ResourceList resource={myQuestionnaireResource} rowActions={(row) => (row.open ? <RowLink onClick={() => setFilling(row)}>填写</RowLink> : null)}>
      {filling && <FillDialog questionnaire={filling} onClose={() => setFilling(null)} onDone={reload} />}
    </ResourceList>
  );
}
