import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { utcTimestampToIso } from './reads.ts';

const pgDate = (text: string) => (pg.types.getTypeParser(1184, 'text')(`${text}+00`) as Date).toISOString();

describe('utcTimestampToIso', () => {
  it('gives what a pg Date gives, microseconds cut to milliseconds the same way, for every fraction length', () => {
    const samples: string[] = [];
    for (let index = 0; index < 5000; index += 1) {
      const micros = String((index * 7919) % 1_000_000).padStart(6, '0');
      const digits = index % 7; // 0 = no fraction, 1–6 = PostgreSQL drops trailing zeros
      const second = String(index % 60).padStart(2, '0');
      const day = String(1 + (index % 28)).padStart(2, '0');
      samples.push(
        `20${String(index % 100).padStart(2, '0')}-0${1 + (index % 9)}-${day} 1${index % 10}:3${index % 10}:${second}${digits ? `.${micros.slice(0, digits)}` : ''}`,
      );
    }
    samples.push('2026-11-25 15:40:32.999999', '2026-11-25 15:40:32.1', '0001-01-01 00:00:00');
    for (const sample of samples) expect(utcTimestampToIso(sample)).toBe(pgDate(sample));
  });

  it('a year beyond 9999 goes through a Date', () => {
    expect(utcTimestampToIso('12026-01-02 03:04:05.678')).toBe('+012026-01-02T03:04:05.678Z');
  });
});
