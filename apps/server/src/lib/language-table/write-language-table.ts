import { writeFile } from 'node:fs/promises';
import { buildLanguageTable, LANGUAGE_TABLE_FILE } from './build-language-table.ts';

// `npm run language-table`: after an `eld` upgrade (language-table.test.ts fails until the table is rebuilt).
const table = await buildLanguageTable();
await writeFile(LANGUAGE_TABLE_FILE, table);
console.log(`${LANGUAGE_TABLE_FILE}: ${table.length} bytes`);
