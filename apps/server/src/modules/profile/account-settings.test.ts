import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PROFILE_MESSAGES,
  avatarResponseSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  teamResponseSchema,
} from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(parts: { field: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = '----bizamply-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string | undefined, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.request({
    method: 'POST',
    url: '/backend/api/profile/upload-avatar',
    ...(token ? { token } : {}),
    headers: body.headers,
    payload: body.payload,
  });
};

describe('avatar upload (spec 3 §5, §7)', () => {
  it('stores the picture in the database and serves it from its address', async () => {
    const user = await createUserWithBrand(t);
    const response = await upload(user.token, [{ field: 'avatar', filename: 'me.png', type: 'image/png', data: PNG }]);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = avatarResponseSchema.parse(response.json());
    expect(data.profilePic).toMatch(new RegExp(`^/api/profile/avatar/${user.user.id}\\?v=[0-9a-f]{16}$`));

    const profile = profileResponseSchema.parse((await t.request({ url: '/api/profile', token: user.token })).json());
    expect(profile.data.profilePic).toBe(data.profilePic);

    // No bearer token: an <img> loads it.
    const image = await t.app.inject({ url: data.profilePic });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const cached = await t.app.inject({
      url: data.profilePic,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('rejects files over 5 MB, other types, disguised files and a missing file with the spec messages', async () => {
    const user = await createUserWithBrand(t);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(user.token, [{ field: 'avatar', filename: 'big.png', type: 'image/png', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: PROFILE_MESSAGES.fileTooLarge });

    const pdf = Buffer.from('%PDF-1.4 not an image');
    const wrongType = await upload(user.token, [
      { field: 'avatar', filename: 'cv.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(PROFILE_MESSAGES.fileType);

    const disguised = await upload(user.token, [{ field: 'avatar', filename: 'x.png', type: 'image/png', data: pdf }]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(PROFILE_MESSAGES.fileType);

    const none = await t.request({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      token: user.token,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROFILE_MESSAGES.noFileSelected);

    const otherField = await upload(user.token, [{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect(otherField.json().message).toBe(PROFILE_MESSAGES.noFileSelected);

    const profile = profileResponseSchema.parse((await t.request({ url: '/api/profile', token: user.token })).json());
    expect(profile.data.profilePic).toBeNull();
  });

  it('needs a signed-in user to upload; an unknown picture is 404', async () => {
    const anonymous = await upload(undefined, [{ field: 'avatar', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/api/profile/avatar/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('preferences and team (Settings)', () => {
  it('serves the defaults, saves a group at a time, and validates values', async () => {
    const user = await createUserWithBrand(t);
    const url = '/backend/api/settings/preferences';
    expect((await t.request({ url })).statusCode).toBe(401);
    const initial = preferencesResponseSchema.parse((await t.request({ url, token: user.token })).json());
    expect(initial.data).toEqual(DEFAULT_PREFERENCES);

    const saved = await t.request({
      method: 'PUT',
      url,
      token: user.token,
      payload: { theme: 'dark', language: 'fr', timezone: 'Europe/Paris', dateFormat: 'DD MMM YYYY' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Settings saved successfully!');
    const notifications = {
      ...DEFAULT_PREFERENCES.notifications,
      push: { ...DEFAULT_PREFERENCES.notifications.push, reminders: true },
    };
    await t.request({ method: 'PUT', url, token: user.token, payload: { notifications } });
    const after = preferencesResponseSchema.parse((await t.request({ url, token: user.token })).json());
    expect(after.data).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      language: 'fr',
      timezone: 'Europe/Paris',
      dateFormat: 'DD MMM YYYY',
      notifications,
    });

    const other = await createUserWithBrand(t);
    const untouched = preferencesResponseSchema.parse((await t.request({ url, token: other.token })).json());
    expect(untouched.data.theme).toBe('system');

    for (const payload of [{ theme: 'neon' }, { timezone: 'Mars/Olympus' }, { dateFormat: 'YY' }, { extra: 1 }]) {
      const response = await t.request({ method: 'PUT', url, token: user.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("lists the account's own members only", async () => {
    const user = await createUserWithBrand(t);
    await createUserWithBrand(t);
    const response = await t.request({ url: '/api/settings/team', token: user.token });
    const { data } = teamResponseSchema.parse(response.json());
    expect(data.members).toEqual([
      expect.objectContaining({ email: user.user.email, role: 'admin', isYou: true, status: 'active' }),
    ]);
    expect((await t.request({ url: '/api/settings/team' })).statusCode).toBe(401);
  });
});
