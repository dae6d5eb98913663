import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  automationApprovalEndpoints,
  automationRuleEndpoints,
  avatarEndpoints,
  brandListEndpoints,
  commentEndpoints,
  brandContextEndpoints,
  connectionEndpoints,
  connectionFlowEndpoints,
  connectionPopupEndpoints,
  consentPickerEndpoints,
  adminConnectionEndpoints,
  adminCustomerEndpoints,
  machineEndpoints,
  type EndpointParsedInput,
  csrfEndpoints,
  defineEndpoint,
  devMailboxEndpoints,
  defineEndpointGroup,
  endpointUrl,
  endpoints,
  type EndpointInput,
  dashboardEndpoints,
  draftQualityEndpoints,
  googleSignInEndpoints,
  logoEndpoints,
  notSpamEndpoints,
  passwordLinkEndpoints,
  profileEndpoints,
  registrationEndpoints,
  replyEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
} from './index.ts';

const allEndpoints = Object.values(endpoints).flatMap((group) => Object.values(group));

describe('endpoint definitions', () => {
  it('name each endpoint by its group: the OpenAPI tag and the head of its one query key', () => {
    expect(endpoints.credits.balance).toMatchObject({ group: 'credits', name: 'balance', key: ['credits', 'balance'] });
    const keys = allEndpoints.map((endpoint) => endpoint.key.join('.'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('use the one prefix /api/ (the spec’s /backend/api/ is an alias the server adds), each route once', () => {
    // Except spec 1 §7's access calls, which the spec names under /auth/ (they carry no brand), and its connection
    // addresses (status checks, direct connects, consent, popups, OAuth return) under /integration(s)/ and /onboarding/;
    // and the consent picker's, under /integrations/:platform/ where the browser sends the consent's cookie.
    const specConnectionAddresses = new Set<unknown>(
      [connectionFlowEndpoints, connectionPopupEndpoints, consentPickerEndpoints].flatMap((part) =>
        Object.values(part),
      ),
    );
    for (const endpoint of allEndpoints) {
      const prefix =
        endpoint.group === 'auth'
          ? /^\/auth\//
          : specConnectionAddresses.has(endpoint)
            ? /^\/(integrations?|onboarding)\//
            : /^\/api\//;
      expect(endpoint.path).toMatch(prefix);
    }
    const machine = Object.values(machineEndpoints).flatMap((group) => Object.values(group));
    const routes = [...allEndpoints, ...machine].map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keep the platforms’ webhooks (machine routes over raw bytes) out of the docs and of the web’s client', () => {
    const machine = Object.values(machineEndpoints).flatMap((group) => Object.values(group));
    expect(machine.length).toBeGreaterThan(0);
    for (const endpoint of machine) {
      expect(endpoint).toMatchObject({ auth: 'machine', hidden: true });
      expect(endpoint.path).toMatch(/^\/webhooks\//);
      if (endpoint.method === 'POST') expect(endpoint.rawBody?.limit).toBeGreaterThan(0);
      expect(allEndpoints).not.toContain(endpoint);
    }
    expectTypeOf<EndpointParsedInput<typeof machineEndpoints.webhooks.receive>['body']>().toEqualTypeOf<Uint8Array>();
  });

  it('declare a non-JSON answer instead of a response schema, never both', () => {
    const answers = allEndpoints.filter((endpoint) => endpoint.answer);
    expect(answers.map((endpoint) => endpoint.key.join('.')).sort()).toEqual([
      'auth.google',
      'auth.googleCallback',
      'connections.callback',
      'connections.popup',
      'connections.popupScript',
      'connections.yotpoPopup',
      'live.stream',
      'profile.avatar',
    ]);
    for (const endpoint of allEndpoints) expect(Boolean(endpoint.answer)).toBe(endpoint.response === undefined);
    const both = { method: 'GET', path: '/api/a', auth: 'user', summary: 's', answer: { kind: 'redirect' } } as const;
    const forbidden = () => [
      // @ts-expect-error -- a JSON endpoint declares its response.
      defineEndpoint({ method: 'GET', path: '/api/a', auth: 'user', summary: 's' }),
      // @ts-expect-error -- a redirect has no JSON response schema.
      defineEndpoint({ ...both, response: z.object({}) }),
    ];
    expect(typeof forbidden).toBe('function');
    expect(googleSignInEndpoints.google.badInput).toBe('handler');
  });

  it('keep every endpoint of a group the server registers in two parts (automation), none shadowed', () => {
    const parts = [automationRuleEndpoints, automationApprovalEndpoints].flatMap((part) => Object.values(part));
    expect(Object.values(endpoints.automation)).toHaveLength(parts.length);
    for (const endpoint of parts) expect(endpoints.automation).toHaveProperty(endpoint.name, endpoint);
  });

  it('keep every endpoint of the groups registered in parts (comments, dashboard, profile, brands), none shadowed', () => {
    const merged = [
      [endpoints.comments, [commentEndpoints, replyEndpoints, notSpamEndpoints]],
      [endpoints.dashboard, [dashboardEndpoints, draftQualityEndpoints]],
      [endpoints.profile, [profileEndpoints, twoFactorEndpoints, avatarEndpoints]],
      [endpoints.brands, [brandContextEndpoints, logoEndpoints, brandListEndpoints]],
      [
        endpoints.auth,
        [sessionEndpoints, registrationEndpoints, googleSignInEndpoints, passwordLinkEndpoints, csrfEndpoints],
      ],
      [endpoints.connections, [connectionEndpoints, connectionFlowEndpoints, connectionPopupEndpoints]],
      [endpoints.admin, [adminCustomerEndpoints, adminConnectionEndpoints]],
    ] as const;
    for (const [group, parts] of merged) {
      const members = parts.flatMap((part) => Object.values(part));
      expect(Object.values(group)).toHaveLength(members.length);
      for (const endpoint of members) expect(group).toHaveProperty(endpoint.name, endpoint);
    }
  });

  it('answer data a second parse leaves as it is: the web reads production answers without parsing them', () => {
    // The server serializes every answer through its response schema (defaults applied, unknown keys dropped); a
    // transform, coercion or catch would make the browser's unparsed JSON differ from what a parse gives.
    const changing = new Set(['transform', 'pipe', 'catch', 'prefault', 'custom', 'lazy', 'promise']);
    let found: string[] = [];
    const walk = (schema: unknown, at: string, seen: Set<unknown>): void => {
      const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
      if (!def || seen.has(schema)) return;
      seen.add(schema);
      if (changing.has(def['type'] as string) || def['coerce']) found.push(`${at}: ${String(def['type'])}`);
      for (const key of ['innerType', 'in', 'out', 'element', 'valueType', 'keyType', 'left', 'right', 'catchall']) {
        walk(def[key], `${at}.${key}`, seen);
      }
      const shape = (def['shape'] ?? {}) as Record<string, unknown>;
      for (const [name, member] of Object.entries(shape)) walk(member, `${at}.${name}`, seen);
      for (const list of ['options', 'items'] as const) {
        ((def[list] ?? []) as unknown[]).forEach((member, index) => walk(member, `${at}[${index}]`, seen));
      }
    };
    walk(
      z.object({ list: z.array(z.object({ n: z.coerce.number(), s: z.string().transform(Number) })) }),
      'probe',
      new Set(),
    );
    expect(found).toEqual([
      'probe.list.element.n: number',
      'probe.list.element.s: pipe',
      'probe.list.element.s.out: transform',
    ]);
    found = [];
    for (const endpoint of allEndpoints) walk(endpoint.response, endpoint.key.join('.'), new Set());
    expect(found).toEqual([]);
  });

  it('keep the development mailbox out of the docs and of the web’s client', () => {
    expect(devMailboxEndpoints.messages).toMatchObject({ path: '/dev/mailbox', hidden: true });
    expect(allEndpoints.map((endpoint) => endpoint.path)).not.toContain('/dev/mailbox');
  });

  it('fill path parameters, encoded', () => {
    expect(endpointUrl('/api/templates/:id', { id: 'a b/c' })).toBe('/api/templates/a%20b%2Fc');
    expect(endpointUrl('/api/x/:a/y/:b', { a: 1, b: 'z' })).toBe('/api/x/1/y/z');
  });

  it('check a path’s parameters against its params schema at compile time', () => {
    const forbidden = () => [
      // @ts-expect-error -- the path names :id but no params schema is given.
      defineEndpoint({ method: 'GET', path: '/api/a/:id', auth: 'user', summary: 's', response: z.object({}) }),
      defineEndpoint({
        method: 'GET',
        path: '/api/a/:id',
        auth: 'user',
        summary: 's',
        // @ts-expect-error -- the schema names another parameter.
        params: z.object({ other: z.string() }),
        response: z.object({}),
      }),
    ];
    expect(typeof forbidden).toBe('function');
    const group = defineEndpointGroup('a', {
      one: defineEndpoint({
        method: 'GET',
        path: '/api/a/:id',
        auth: 'user',
        summary: 's',
        params: z.object({ id: z.string() }),
        response: z.object({}),
      }),
    });
    expect(group.one.key).toEqual(['a', 'one']);
  });

  it('take a FormData body for a multipart endpoint, and a 201 where a definition names it', () => {
    expect(avatarEndpoints.uploadAvatar.multipart).toBe(true);
    expectTypeOf<EndpointInput<typeof avatarEndpoints.uploadAvatar>['body']>().toEqualTypeOf<FormData>();
    expect(endpoints.admin.addCustomer.responseStatuses).toEqual([201]);
  });
});
