/**
 * Reading the generated OpenAPI document in tests: its operations, and a walk over a schema that follows `$ref`s
 * into the components (once each, so a recursive component ends the walk).
 */

export type Schema = Record<string, unknown>;
export type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document as [`METHOD /path`, operation]. */
export const operationsOf = (doc: Document): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${p}`, op]),
  );

/** The JSON schemas of an operation's successful (2xx) answers, by status. */
export const successSchemas = (op: Operation): [string, Schema][] =>
  Object.entries(op.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return schema ? [[status, schema] as [string, Schema]] : [];
    });

/** The JSON body schema of an operation, if it reads one. */
export const bodySchema = (op: Operation): Schema | undefined => op.requestBody?.content['application/json']?.schema;

export const resolve = (doc: Document, schema: Schema): Schema =>
  typeof schema.$ref === 'string' ? (doc.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;

/**
 * Visits every schema inside `root` with its place (`.name` for a property, `[]` for items, `|i` for a branch of
 * anyOf/oneOf/allOf, `{}` for additionalProperties), following references.
 */
export function walkSchema(doc: Document, root: Schema, visit: (schema: Schema, where: string) => void, at = '') {
  const seen = new Set<string>();
  const walk = (raw: Schema, where: string) => {
    if (!raw || typeof raw !== 'object') return;
    if (typeof raw.$ref === 'string') {
      if (seen.has(raw.$ref)) return;
      seen.add(raw.$ref);
    }
    const schema = resolve(doc, raw);
    visit(schema, where);
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
      walk(child, `${where}.${key}`);
    if (schema.items && typeof schema.items === 'object') walk(schema.items as Schema, `${where}[]`);
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object' && Object.keys(extra).length > 0)
      walk(schema.additionalProperties as Schema, `${where}{}`);
    for (const k of ['anyOf', 'oneOf', 'allOf'])
      for (const [i, s] of ((schema[k] ?? []) as Schema[]).entries()) walk(s, `${where}|${i}`);
  };
  walk(root, at);
}

/** The object schemas of a schema, looking through references and anyOf/oneOf/allOf (a nullable object, a union). */
export function objectsOf(doc: Document, raw: Schema): Schema[] {
  const schema = resolve(doc, raw);
  if (schema.properties) return [schema];
  return ['anyOf', 'oneOf', 'allOf'].flatMap((k) => ((schema[k] ?? []) as Schema[]).flatMap((s) => objectsOf(doc, s)));
}
