import type { RouteAccess } from '../../registry/routes';
import { escapeHtml } from '../http/htmlPage';
import { text } from '../http/messages';
import type { ApiDescription } from './description';
import type { JsonSchema } from './yupSchemas';

interface Operation {
  operationId: string;
  tags: string[];
  'x-access': RouteAccess;
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }>; $ref?: string }>;
}

const accessWords = (access: RouteAccess) =>
  typeof access === 'object'
    ? text('saluni.apiReference.access.module', { action: access.action, module: access.module })
    : text(`saluni.apiReference.access.${access}`);

/** A schema as indented JSON, each `$ref` a link to the record it names. */
const schemaHtml = (schema: JsonSchema) =>
  `<pre>${escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/(schemas|responses)\/(\w+)&quot;/g,
    (_match, kind: string, name: string) =>
      kind === 'schemas' ? `<a href="#schema-${name}">${name}</a>` : name,
  )}</pre>`;

const parametersHtml = (parameters: NonNullable<Operation['parameters']>) =>
  `<h4>${escapeHtml(text('saluni.apiReference.parameters'))}</h4><table>${parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(
          text(`saluni.apiReference.${parameter.required ? 'required' : 'optional'}`),
        )}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    .join('')}</table>`;

const contentHtml = (content: Record<string, { schema: JsonSchema }>) =>
  Object.entries(content)
    .map(([type, { schema }]) => `<p><code>${escapeHtml(type)}</code></p>${schemaHtml(schema)}`)
    .join('');

// The page speaks the catalogue's words and the description's names; the description's own
// sentences (English, for tools) stay in the document.
const repliesHtml = (responses: Operation['responses']) =>
  `<h4>${escapeHtml(text('saluni.apiReference.replies'))}</h4>${Object.entries(responses)
    .map(([status, reply]) =>
      reply.$ref
        ? `<p><strong>${status}</strong> ${escapeHtml(reply.$ref.split('/').pop()!)}</p>`
        : `<p><strong>${status}</strong></p>${contentHtml(reply.content ?? {})}`,
    )
    .join('')}`;

const operationHtml = (method: string, path: string, operation: Operation) => `
<details id="${escapeHtml(operation.operationId)}">
<summary><code class="method">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> ${escapeHtml(operation.operationId)}</summary>
<p>${escapeHtml(text('saluni.apiReference.whoMayCall'))}: ${escapeHtml(accessWords(operation['x-access']))}</p>
${operation.parameters ? parametersHtml(operation.parameters) : ''}
${operation.requestBody ? `<h4>${escapeHtml(text('saluni.apiReference.requestBody'))}</h4>${contentHtml(operation.requestBody.content)}` : ''}
${repliesHtml(operation.responses)}
</details>`;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 24px 16px; max-width: 960px; }
  details { border-bottom: 1px solid #ddd; padding: 6px 0; }
  summary { cursor: pointer; }
  .method { display: inline-block; min-width: 4em; font-weight: bold; }
  pre { background: #f5f5f5; padding: 8px; overflow-x: auto; font-size: 0.85rem; }
  td { padding: 2px 8px 2px 0; vertical-align: top; }
  nav a { margin-right: 12px; }`;

/**
 * The reference page of the description: every operation by area, with its parameters, body and
 * replies, and the records' schemas. Plain HTML without scripts, so it runs under the app's
 * Content-Security-Policy and needs nothing from another site.
 */
export const referencePage = (description: ApiDescription, language: string) => {
  const byArea = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(description.paths))
    for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
      const area = operation.tags[0]!;
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(method, path, operation)]);
    }
  const areas = description.tags.map(({ name }) => name);
  const title = escapeHtml(text('saluni.apiReference.title'));
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(text('saluni.apiReference.intro'))} <a href="/v1/openapi.json">${escapeHtml(text('saluni.apiReference.document'))}</a></p>
<nav><strong>${escapeHtml(text('saluni.apiReference.areas'))}</strong>: ${areas
    .map((area) => `<a href="#area-${escapeHtml(area)}">${escapeHtml(area)}</a>`)
    .join(' ')}</nav>
${areas
  .map(
    (area) =>
      `<section id="area-${escapeHtml(area)}"><h2>${escapeHtml(area)}</h2>${(byArea.get(area) ?? []).join('')}</section>`,
  )
  .join('\n')}
<section><h2>${escapeHtml(text('saluni.apiReference.records'))}</h2>
${Object.entries(description.components.schemas)
  .map(
    ([name, schema]) => `<h3 id="schema-${name}">${name}</h3>${schemaHtml(schema as JsonSchema)}`,
  )
  .join('\n')}
</section>
</body>
</html>`;
};
