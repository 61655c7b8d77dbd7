// /mis/questionnaire/list (menu component mis/questionnaire/QuestionnaireList): 问卷管理 — the questionnaires; a
// draft is designed (新建 / 编辑 open the designer) and 发布ed, a published one 结束ed; 预览 and 结果 on every row.
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RowConfirmLink, RowLink } from '@/widgets/list-page';
import { useAccess } from '@/widgets/access';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { finishQuestionnaire, type Questionnaire } from '../api/questionnaire-api';
import { PreviewDialog } from '../components/preview-dialog';
import { PublishDialog } from '../components/publish-dialog';
import { QuestionnaireDesigner } from '../components/questionnaire-designer';
import { QUESTIONNAIRE_PERMISSION, questionnaireResource } from '../model/questionnaire-resource';
import { resultHref } from '../model/result-path';

export function QuestionnaireListPage() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const reload = useResourceReload(questionnaireResource);
  const [publishing, setPublishing] = useState<Questionnaire | null>(null);
  const [previewing, setPreviewing] = useState<Questionnaire | null>(null);
  const finish = async (row: Questionnaire) => {
    message.success(await finishQuestionnaire(row.id));
    await reload();
  };
  return (
    <ResourceList
      resource={questionnaireResource}
      form={QuestionnaireDesigner}
      rowActions={(row) => (
        <>
          <RowLink onClick={() => setPreviewing(row)}>预览</RowLink>
          {row.status === '0' && can(`${QUESTIONNAIRE_PERMISSION}:publish`) && <RowLink onClick={() => setPublishing(row)}>发布</RowLink>}
          {row.status === '1' && can(`${QUESTIONNAIRE_PERMISSION}:finish`) && (
            <RowConfirmLink title="结束后将不能再填写，确定结束该问卷吗?" onConfirm={() => finish(row)}>
              结束
            </RowConfirmLink>
          )}
          {row.status !== '0' && <RowLink onClick={() => void navigate(resultHref(row.id))}>结果</RowLink>}
        </>
      )}
    >
      {publishing && <PublishDialog questionnaire={publishing} onClose={() => setPublishing(null)} onDone={reload} />}
      {previewing && <PreviewDialog title={previewing.title} description={previewing.description} questions={previewing.questions} onClose={() => setPreviewing(null)} />}
    </ResourceList>
  );
}
