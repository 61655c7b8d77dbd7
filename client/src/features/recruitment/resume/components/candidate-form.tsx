// The proposal for the recruiter to confirm: the kit's editors and rules per field, a 识别 tag on what the resume
// gave, and the duplicate warning under 手机号 naming the candidates already holding it.
import { Alert, Col, Form, Row, Tag, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FieldInput, formRulesOf } from '@/widgets/resource';
import { CANDIDATE_FIELDS } from '../model/candidate-fields';
import type { Candidate } from '../api/resume-api';
import { duplicateText, whereToFind } from '../model/duplicates';

export type CandidateValues = Record<string, unknown>;

export interface CandidateFormProps {
  form: FormInstance<CandidateValues>;
  /** The field names the resume filled. */
  proposed: ReadonlySet<string>;
  duplicates: readonly Candidate[];
  onMobileChange: (mobile: string) => void;
  onFinish: (values: CandidateValues) => void;
}

const NO_DUPLICATE_CHECK = async () => null;

export function DuplicateWarning({ duplicates }: { duplicates: readonly Candidate[] }): ReactNode {
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="resume-duplicate-warning"
      style={{ marginBottom: 16 }}
      title={`该手机号已有候选人：${duplicates.map(duplicateText).join('；')}`}
      description={whereToFind(duplicates[0]!)}
    />
  );
}

export function CandidateForm({ form, proposed, duplicates, onMobileChange, onFinish }: CandidateFormProps) {
  return (
    <Form form={form} name="resume-candidate-form" layout="vertical" onFinish={onFinish} onValuesChange={(changed: CandidateValues) => {
      if ('mobile' in changed) onMobileChange(String(changed.mobile ?? ''));
    }}>
      <Row gutter={16}>
        {CANDIDATE_FIELDS.map((field) => (
          <Col key={field.name} xs={24} sm={12}>
            <Form.Item
              label={
                <span>
                  {field.label}
                  {proposed.has(field.name) && (
                    <Tag color="blue" variant="filled" style={{ marginInlineStart: 6 }} data-testid={`proposed-${field.name}`}>
                      识别
                    </Tag>
                  )}
                </span>
              }
              name={field.name}
              validateFirst
              rules={formRulesOf(field, undefined, NO_DUPLICATE_CHECK)}
            >
              <FieldInput field={field} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <DuplicateWarning duplicates={duplicates} />
    </Form>
  );
}
