// `npm run openapi`: writes docs/api/openapi.json from the route definitions (the test
// tests/api/openapi.test.ts fails when the committed file is out of date).
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../server/api/app.ts';
import { openApiDocument } from '../server/api/registry.ts';

const file = path.resolve('docs/api/openapi.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(openApiDocument(routes), null, 2) + '\n');
console.log(`wrote ${path.relative(process.cwd(), file)} (${routes.length} calls)`);
