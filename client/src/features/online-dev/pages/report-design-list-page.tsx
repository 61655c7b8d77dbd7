// /online/cgreport (menu component modules/online/cgreport/OnlCgreportHeadList): Online报表配置 — the report
// definitions; 录入 / 编辑 in the report editor (解析SQL fills the fields and parameters), 预览 opens the report.
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/widgets/resource';
import { ReportEditorModal } from '../components/report-editor-modal';
import { reportDesignResource, type ReportHead } from '../model/report-design-resource';
import { reportPath } from '../model/report-id';

export function ReportDesignListPage() {
  const navigate = useNavigate();
  const preview = (row: ReportHead) => (
    <a onClick={() => void navigate(reportPath(row.id))} data-testid={`report-preview-${row.code}`}>
      预览
    </a>
  );
  return <ResourceList resource={reportDesignResource} form={ReportEditorModal} rowActions={preview} />;
}
