/**
 * The api's description: `GET /api/openapi.json` (OpenAPI 3.1) and `GET /api/docs`, a
 * plain page listing every call, who may make it and the fields it takes (server-made
 * HTML, no scripts, so the strict CSP of the api applies unchanged).
 */
import type { Routes } from '../routing.js';
import { buildOpenApi } from './document.js';

type Operation = { summary: string; description: string; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function openApiRoutes(routes: Routes, version: string): void {
  let cached: ReturnType<typeof buildOpenApi> | undefined;
  // Built on first use: every slice has documented its routes by then.
  const document = () => (cached ??= buildOpenApi(routes.docs, version));

  routes.add('GET /api/openapi.json', (_req, res) => {
    res.json(document());
  });

  routes.add('GET /api/docs', (_req, res) => {
    const rows: string[] = [];
    for (const [path, methods] of Object.entries(document().paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        const required = new Set(schema?.required ?? []);
        const fields = Object.keys(schema?.properties ?? {})
          .map((f) => (required.has(f) ? `<b>${escape(f)}</b>` : escape(f)))
          .join(', ');
        rows.push(`<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.description)}</td><td>${fields}</td></tr>`);
      }
    }
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Home-repair booking api</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Bold fields are required.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>Body fields</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`);
  });
}
