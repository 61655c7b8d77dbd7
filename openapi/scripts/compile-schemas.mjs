// Ajv 2020 over the bundled document: `createAjv` loads every component schema (refs rewritten to `doc#/$defs/…`),
// `compileDocument` compiles every schema the document holds (strict mode) and returns how many compiled.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export const rewriteRefs = (schema) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/$defs/'));

export function createAjv(doc, options = {}) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, keywords: ['example'], ...options });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', $defs: rewriteRefs(doc.components?.schemas ?? {}) });
  return ajv;
}

export function* documentSchemas(doc) {
  for (const name of Object.keys(doc.components?.schemas ?? {})) yield [name, { $ref: `#/components/schemas/${name}` }];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const p of op.parameters ?? []) if (p.schema) yield [`${method} ${path} ${p.name}`, p.schema];
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) yield [`${method} ${path} body`, body];
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        const schema = res.content?.['application/json']?.schema;
        if (schema) yield [`${method} ${path} ${status}`, schema];
      }
    }
  }
}

export function compileDocument(doc) {
  const ajv = createAjv(doc);
  let count = 0;
  for (const [where, schema] of documentSchemas(doc)) {
    try {
      ajv.compile(rewriteRefs(schema));
      count++;
    } catch (error) {
      throw new Error(`${where}: ${error.message}`, { cause: error });
    }
  }
  return count;
}
