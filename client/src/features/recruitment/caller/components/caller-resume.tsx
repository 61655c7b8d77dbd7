// One candidate's resume as the interviewer needs it on a phone: contact (a tap calls), the resume's facts, the
// original file (a PDF shown in place, any file opened), and the interviewer's own earlier records.
import { FileTextOutlined, PhoneOutlined } from '@ant-design/icons';
import { Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { staticFileUrl } from '@/api/static-url';
import type { CallerCandidateDetail } from '../api/caller-api';
import { RESULT_COLOURS } from '../model/caller-interview';

const isPdf = (path: string) => /\.pdf$/i.test(path);

export function CallerResume({ candidate }: { candidate: CallerCandidateDetail }) {
  const original = candidate.resumeFile ? staticFileUrl(candidate.resumeFile) : '';
  const facts = [
    { key: 'post', label: '应聘岗位', children: candidate.applyPost },
    { key: 'stage', label: '当前阶段', children: candidate.stage_dictText ?? candidate.stage },
    { key: 'sex', label: '性别 / 年龄', children: [candidate.sex_dictText, candidate.age && `${candidate.age}岁`].filter(Boolean).join(' / ') || '—' },
    { key: 'education', label: '学历', children: [candidate.education_dictText, candidate.school, candidate.major].filter(Boolean).join(' · ') || '—' },
    { key: 'years', label: '工作年限', children: candidate.workYears == null ? '—' : `${candidate.workYears}年` },
    { key: 'skills', label: '技能', children: candidate.skills || '—' },
    { key: 'city', label: '所在城市', children: candidate.city || '—' },
    { key: 'salary', label: '期望薪资', children: candidate.expectedSalary == null ? '—' : `${candidate.expectedSalary}元/月` },
    { key: 'email', label: '邮箱', children: candidate.email || '—' },
  ];
  return (
    <Flex vertical gap={12} data-testid="caller-resume">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {candidate.name}
        </Typography.Title>
        {candidate.mobile && (
          <Typography.Link href={`tel:${candidate.mobile}`}>
            <PhoneOutlined /> {candidate.mobile}
          </Typography.Link>
        )}
      </Flex>
      <Descriptions size="small" column={1} bordered items={facts} styles={{ label: { width: 96, whiteSpace: 'nowrap' } }} />
      <div>
        <Typography.Text strong>简历原件</Typography.Text>
        {original ? (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            <Typography.Link href={original} target="_blank" rel="noreferrer" data-testid="caller-resume-original">
              <FileTextOutlined /> 查看原件
            </Typography.Link>
            {isPdf(original) && <iframe src={original} title={`简历预览：${candidate.name}`} style={{ width: '100%', height: 420, border: '1px solid #f0f0f0' }} />}
          </Flex>
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            未上传简历原件
          </Typography.Paragraph>
        )}
      </div>
      <div>
        <Typography.Text strong>我的面试记录</Typography.Text>
        {candidate.interviews.length ? (
          candidate.interviews.map((interview) => (
            <div key={interview.id} data-testid="caller-interview" style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Space wrap size={[8, 4]}>
                <span>{interview.interviewTime.slice(0, 16)}</span>
                <Tag color={RESULT_COLOURS[interview.result]}>{interview.result_dictText ?? interview.result}</Tag>
                <span>评分 {interview.score}</span>
              </Space>
              {interview.notes && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{interview.notes}</Typography.Paragraph>}
            </div>
          ))
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无面试记录" />
        )}
      </div>
    </Flex>
  );
}
