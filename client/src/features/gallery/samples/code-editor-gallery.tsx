import { Flex, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CODE_LANGUAGES, CodeEditor, type CodeLanguage } from '@/widgets/editors/code';
import { GallerySample } from '../components/gallery-sample';

const SAMPLES: Record<CodeLanguage, string> = {
  css: '.notice {\n  color: #1677ff;\n}\n',
  javascript: 'function greet(name) {\n  return `你好，${name}`;\n}\n',
  html: '<div class="notice">\n  <p>季度例会</p>\n</div>\n',
  java: 'public class Notice {\n  private String title;\n}\n',
  objectivec: '@interface Notice : NSObject\n@property NSString *title;\n@end\n',
  python: 'def greet(name):\n  return f"你好，{name}"\n',
  r: 'total <- sum(c(1, 2, 3))\nprint(total)\n',
  shell: '#!/bin/sh\nfor f in *.log; do\n  echo "$f"\ndone\n',
  sql: 'SELECT id, titile\nFROM sys_announcement\nWHERE send_status = 1;\n',
  swift: 'struct Notice {\n  let title: String\n}\n',
  vue: '<template>\n  <p>{{ title }}</p>\n</template>\n',
  markdown: '# 季度例会\n\n- 经营数据回顾\n- 下季度计划\n',
};

/** The code editor in each of its twelve languages (tab size 2), editable or read-only. */
export default function CodeEditorGallery() {
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [readOnly, setReadOnly] = useState(false);
  const [code, setCode] = useState<string>(SAMPLES.javascript);

  return (
    <Flex vertical gap={16}>
      <GallerySample title="代码编辑" value={code}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text>语言：</Typography.Text>
          <Select<CodeLanguage>
            aria-label="语言"
            style={{ width: 160 }}
            value={language}
            options={CODE_LANGUAGES.map(({ value, label }) => ({ value, label }))}
            onChange={(next) => {
              setLanguage(next);
              setCode(SAMPLES[next]);
            }}
          />
          <Typography.Text>只读：</Typography.Text>
          <Switch aria-label="只读" checked={readOnly} onChange={setReadOnly} />
        </Space>
        <CodeEditor value={code} onChange={setCode} language={language} readOnly={readOnly} />
      </GallerySample>
    </Flex>
  );
}
