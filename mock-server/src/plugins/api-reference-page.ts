// The HTML of /v1/doc.html: a header with the document's download link, and Swagger UI rendering the document below.
// URLs are relative to the page, so the page works wherever /v1 is mounted (the mock, nginx's /v1/ proxy).

interface PageUrls {
  scriptUrl: string;
  styleUrl: string;
  documentUrl: string;
}

/**
 * Swagger UI's filter box matches tag names only. This replacement (Swagger UI's documented `fn.opsFilter` plugin
 * hook) matches every word of the phrase, case-insensitively, against an operation's path, method, summary and
 * operationId and its tag's name and description, so staff find 用户列表 or /sys/user/list.
 */
const OPERATION_FILTER_PLUGIN = `
function operationFilterPlugin() {
  function textOf(parts) { return parts.filter(Boolean).join(' ').toLowerCase(); }
  return {
    fn: {
      opsFilter: function (taggedOps, phrase) {
        var words = String(phrase || '').toLowerCase().split(/\\s+/).filter(Boolean);
        if (words.length === 0) return taggedOps;
        var matches = function (text) { return words.every(function (word) { return text.indexOf(word) !== -1; }); };
        return taggedOps
          .map(function (tagObj, tag) {
            var tagText = textOf([tag, tagObj.getIn(['tagDetails', 'description'])]);
            return tagObj.set('operations', tagObj.get('operations').filter(function (op) {
              var operation = op.get('operation');
              return matches(textOf([tagText, op.get('path'), op.get('method'), operation.get('summary'), operation.get('operationId')]));
            }));
          })
          .filter(function (tagObj) { return tagObj.get('operations').size > 0; });
      },
    },
  };
}`;

const SWAGGER_UI_OPTIONS = {
  dom_id: '#api-reference',
  deepLinking: true,
  // Operations listed under their tags, so a filtered list shows the operations themselves.
  docExpansion: 'list',
  filter: true,
  displayOperationId: true,
  defaultModelsExpandDepth: 0,
  defaultModelExpandDepth: 2,
  showExtensions: true,
  showCommonExtensions: true,
  // The default asks validator.swagger.io for a badge: nothing may leave the machine.
  validatorUrl: null,
  layout: 'BaseLayout',
};

export function apiReferencePage({ scriptUrl, styleUrl, documentUrl }: PageUrls): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>接口文档 · 人员外包业务管理系统</title>
<link rel="stylesheet" href="${styleUrl}">
<style>
  body { margin: 0; background: #fff; }
  .api-reference-header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between;
    padding: 10px 20px; background: #001529; color: #fff; font-family: sans-serif; }
  .api-reference-header h1 { margin: 0; font-size: 16px; font-weight: 600; }
  .api-reference-header a { color: #fff; background: #1890ff; padding: 4px 12px; border-radius: 4px; text-decoration: none; font-size: 14px; }
  .swagger-ui .filter-container .operation-filter-input { border: 1px solid #1890ff; }
</style>
</head>
<body>
<header class="api-reference-header">
  <h1>人员外包业务管理系统 · 接口文档</h1>
  <a href="${documentUrl}" download="openapi.json">下载 OpenAPI 文档（openapi.json）</a>
</header>
<div id="api-reference"></div>
<script src="${scriptUrl}"></script>
<script>
${OPERATION_FILTER_PLUGIN}
window.ui = SwaggerUIBundle(Object.assign(${JSON.stringify(SWAGGER_UI_OPTIONS)}, {
  url: ${JSON.stringify(documentUrl)},
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [operationFilterPlugin],
  onComplete: function () {
    var filter = document.querySelector('.operation-filter-input');
    if (filter) filter.placeholder = '搜索接口：名称、路径或 operationId';
  },
}));
</script>
</body>
</html>
`;
}
