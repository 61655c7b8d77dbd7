// 单份简历: choose a .docx or .pdf; its text is read in the browser and proposed in the form while the original is
// stored (/sys/common/upload, folder resume) for the preview and the candidate's resumeFile. Saving looks the
// mobile up first: a candidate still 处理中 is not doubled, an earlier one asks for a confirmation.
import { InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Spin, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { dictOptionsQuery, nullEmptyValues } from '@/widgets/list-page';
import { Pattern } from '@/shared/validation/validators';
import { addCandidate, candidatesWithMobile, uploadResume, type Candidate, type CandidateForm as CandidateBody } from '../api/resume-api';
import { extractResumeText, type ResumeExtraction } from '../lib/extract-text';
import { proposeCandidate, PROPOSED_LABELS, type ProposedField } from '../lib/propose';
import { RESUME_ACCEPT, RESUME_MAX_BYTES, resumeKindOf, type ResumeKind } from '../lib/resume-file';
import { PROPOSABLE } from '../model/candidate-fields';
import { duplicateText, whereToFind } from '../model/duplicates';
import { CandidateForm, type CandidateValues } from './candidate-form';
import { ResumePreview } from './resume-preview';

export const PROCESSING_PATH = '/rpm/candidate/processing';

interface Chosen {
  file: File;
  kind: ResumeKind;
  /** A PDF's object URL, previewed until the original is stored. */
  localUrl?: string;
}

type Upload = { state: 'uploading'; percent: number } | { state: 'done'; path: string } | { state: 'failed'; message: string };

function ExtractionNote({ extraction, proposed }: { extraction: ResumeExtraction | undefined; proposed: ReadonlySet<string> }) {
  if (!extraction) return <Spin size="small" description="正在识别简历内容…" data-testid="resume-reading" />;
  if (!extraction.ok) return <Alert type="warning" showIcon data-testid="resume-extraction-message" title={extraction.message} />;
  const found = [...proposed].map((name) => PROPOSED_LABELS[name as ProposedField]).filter(Boolean);
  return found.length ? (
    <Alert type="info" showIcon data-testid="resume-extraction-message" title={`已从简历中识别：${found.join('、')}`} description="请核对后保存；未识别的项请手动填写。" />
  ) : (
    <Alert type="warning" showIcon data-testid="resume-extraction-message" title="未能从简历中识别出候选人信息，请手动填写" />
  );
}

export function SingleResumeCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CandidateValues>();
  const [chosen, setChosen] = useState<Chosen>();
  const [extraction, setExtraction] = useState<ResumeExtraction>();
  const [upload, setUpload] = useState<Upload>({ state: 'uploading', percent: 0 });
  const [proposed, setProposed] = useState<ReadonlySet<string>>(new Set());
  const [duplicates, setDuplicates] = useState<{ mobile: string; rows: Candidate[] }>({ mobile: '', rows: [] });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string>();
  // The file being read: answers for a file replaced since are dropped.
  const current = useRef(0);
  const lookedUp = useRef('');
  const objectUrl = useRef<string | undefined>(undefined);
  const replaceObjectUrl = (url: string | undefined) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = url;
  };
  useEffect(() => () => replaceObjectUrl(undefined), []);

  const lookUp = async (mobile: string) => {
    lookedUp.current = mobile;
    if (!Pattern.mobile.test(mobile)) {
      setDuplicates({ mobile, rows: [] });
      return [];
    }
    const rows = await candidatesWithMobile(mobile);
    if (lookedUp.current === mobile) setDuplicates({ mobile, rows });
    return rows;
  };

  const choose = async (file: File) => {
    const kind = resumeKindOf(file.name);
    if (typeof kind !== 'string') {
      message.error(kind.problem);
      return;
    }
    if (file.size > RESUME_MAX_BYTES) {
      message.error('简历文件不能超过10MB');
      return;
    }
    const run = ++current.current;
    const localUrl = kind === 'pdf' ? URL.createObjectURL(file) : undefined;
    replaceObjectUrl(localUrl);
    setChosen({ file, kind, localUrl });
    setExtraction(undefined);
    setProposed(new Set());
    setDuplicates({ mobile: '', rows: [] });
    setSaved(undefined);
    setUpload({ state: 'uploading', percent: 0 });
    form.resetFields();
    uploadResume(file, (percent) => run === current.current && setUpload({ state: 'uploading', percent })).then(
      (path) => run === current.current && setUpload({ state: 'done', path }),
      (error: unknown) => run === current.current && setUpload({ state: 'failed', message: error instanceof Error ? error.message : '简历原件上传失败' }),
    );
    const [result, education] = await Promise.all([extractResumeText(file), queryClient.fetchQuery(dictOptionsQuery('education')).catch(() => [])]);
    if (run !== current.current) return;
    setExtraction(result);
    if (!result.ok) return;
    const proposal = proposeCandidate(result.text, education);
    form.setFieldsValue({ ...proposal });
    setProposed(new Set(Object.keys(proposal).filter((name) => PROPOSABLE.has(name))));
    if (proposal.mobile) void lookUp(proposal.mobile).catch(() => undefined);
  };

  const clear = () => {
    current.current++;
    replaceObjectUrl(undefined);
    setChosen(undefined);
    setExtraction(undefined);
    form.resetFields();
  };

  const save = async (values: CandidateValues) => {
    if (upload.state !== 'done') {
      message.warning(upload.state === 'failed' ? '简历原件未能保存，请重新选择文件' : '简历原件正在上传，请稍候再保存');
      return;
    }
    const mobile = String(values.mobile ?? '');
    setSaving(true);
    try {
      const [existing] = await lookUp(mobile);
      if (existing) {
        message.warning(`该手机号已有候选人：${duplicateText(existing)}，${whereToFind(existing)}`);
        return;
      }
      const body = { ...nullEmptyValues(values), resumeFile: upload.path } as CandidateBody;
      message.success(await addCandidate(body));
      void queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('andidate') });
      setSaved(String(values.name ?? ''));
      clear();
    } catch {
      // The HTTP layer has shown the server's refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="单份简历导入" data-testid="resume-single-card">
      {saved && (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          data-testid="resume-saved"
          title={`已保存候选人：${saved}`}
          action={<Link to={PROCESSING_PATH}>前往处理中</Link>}
          onClose={() => setSaved(undefined)}
        />
      )}
      {!chosen ? (
        <Upload.Dragger
          accept={RESUME_ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="resume-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽简历到此处</p>
          <p className="ant-upload-hint">支持 .docx、.pdf，不超过10MB；自动识别姓名、手机号、邮箱、学历和工作年限，原件随候选人保存</p>
        </Upload.Dragger>
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={11}>
            <ResumePreview
              file={chosen.file}
              kind={chosen.kind}
              localUrl={chosen.localUrl}
              html={extraction?.ok ? extraction.html : undefined}
              storedPath={upload.state === 'done' ? upload.path : undefined}
              uploadPercent={upload.state === 'uploading' ? upload.percent : 0}
            />
            {upload.state === 'failed' && <Alert type="error" showIcon style={{ marginTop: 8 }} title={`简历原件上传失败：${upload.message}`} />}
          </Col>
          <Col xs={24} lg={13}>
            <Flex vertical gap={16}>
              <ExtractionNote extraction={extraction} proposed={proposed} />
              <CandidateForm
                form={form}
                proposed={proposed}
                duplicates={duplicates.mobile === form.getFieldValue('mobile') ? duplicates.rows : []}
                onMobileChange={(mobile) => void lookUp(mobile).catch(() => undefined)}
                onFinish={(values) => void save(values)}
              />
              <Flex gap={8} wrap justify="flex-end">
                <Button icon={<ReloadOutlined />} onClick={clear} data-testid="resume-choose-again">
                  重新选择
                </Button>
                <Button type="primary" loading={saving} disabled={!extraction} onClick={() => form.submit()} data-testid="resume-save">
                  保存候选人
                </Button>
              </Flex>
            </Flex>
          </Col>
        </Row>
      )}
    </Card>
  );
}
