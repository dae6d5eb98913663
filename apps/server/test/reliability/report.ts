import fs from 'node:fs';

export interface ReportRow {
  part: string;
  scale: string;
  checks: number;
  failures: number;
  seconds: number;
  detail: string;
}

export type Scale = 'quick' | 'full';

/** RELIABILITY_SCALE=quick (default: CI-sized) or full (the sizes the issue names). */
export function reliabilityScale(): Scale {
  const value = process.env['RELIABILITY_SCALE'] ?? 'quick';
  if (value !== 'quick' && value !== 'full') throw new Error(`RELIABILITY_SCALE must be quick or full, not ${value}`);
  return value;
}

export function appendRow(file: string, row: ReportRow): void {
  fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
}

const pad = (value: string, width: number) => value.padEnd(width);

/** One line per part, printed once the whole run is over. */
export function printReport(file: string): void {
  if (!fs.existsSync(file)) return;
  const rows = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReportRow)
    .sort((a, b) => a.part.localeCompare(b.part));
  const header = ['part', 'scale', 'checks', 'failures', 'seconds', 'result', 'detail'];
  const lines = rows.map((row) => [
    row.part,
    row.scale,
    String(row.checks),
    String(row.failures),
    row.seconds.toFixed(1),
    row.failures === 0 ? 'PASS' : 'FAIL',
    row.detail,
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => pad(cell, widths[index] ?? 0)).join(' | ')} |`;
  const out = [
    '',
    'Reliability suite',
    format(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(format),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}
