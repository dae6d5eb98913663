import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http.ts';
import { parsePlatformJson } from './platform-json.ts';

describe('JSON from a platform', () => {
  it('loses NUL and unpaired surrogates in values and keys, keeps everything else', () => {
    const text = JSON.stringify({ review: { body: 'Broken\u0000 mug\ud800', 'k\u0000': ['a\udc00b', 5, null] } });
    expect(parsePlatformJson(text)).toEqual({ review: { body: 'Broken mug', k: ['ab', 5, null] } });
    expect(parsePlatformJson('"😀 fine"')).toBe('😀 fine');
    expect(() => parsePlatformJson('{"a":')).toThrow(SyntaxError);
  });

  it('finds them written as characters, not only as escapes, and keeps harmless escapes', () => {
    const literal = `{"body":"Broken mug\ud800","k\udc00":"ok"}`;
    expect(literal).not.toContain('\\u');
    expect(parsePlatformJson(literal)).toEqual({ body: 'Broken mug', k: 'ok' });
    expect(parsePlatformJson('{"body":"caf\\u00e9 \\ud83d\\ude00 \\\\u0000"}')).toEqual({ body: 'café 😀 \\u0000' });
    expect(parsePlatformJson('{"body":"plain text, \\"quoted\\" \\n 😀","n":[1,2]}')).toEqual({
      body: 'plain text, "quoted" \n 😀',
      n: [1, 2],
    });
  });

  it('an API answer read back (Yotpo, TikTok fetch-backs, polls) arrives cleaned', async () => {
    const client = createHttpClient({
      timeoutMs: 1000,
      fetch: async () =>
        new Response(JSON.stringify({ comments: [{ text: 'Song\u0000 name??\udfff' }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const result = await client.send({ platform: 'tiktok', url: 'https://example.test/comments' });
    expect(result.body).toEqual({ comments: [{ text: 'Song name??' }] });
  });
});
