import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  automationApprovalEndpoints,
  automationRuleEndpoints,
  avatarEndpoints,
  brandListEndpoints,
  commentEndpoints,
  brandContextEndpoints,
  defineEndpoint,
  defineEndpointGroup,
  endpointUrl,
  endpoints,
  type EndpointInput,
  dashboardEndpoints,
  draftQualityEndpoints,
  logoEndpoints,
  notSpamEndpoints,
  profileEndpoints,
  replyEndpoints,
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
    for (const endpoint of allEndpoints) expect(endpoint.path).toMatch(/^\/api\//);
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
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
    ] as const;
    for (const [group, parts] of merged) {
      const members = parts.flatMap((part) => Object.values(part));
      expect(Object.values(group)).toHaveLength(members.length);
      for (const endpoint of members) expect(group).toHaveProperty(endpoint.name, endpoint);
    }
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
    expect(endpoints.admin.addCustomer.status).toBe(201);
  });
});
