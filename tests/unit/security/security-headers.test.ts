import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, type PolicyContext } from '@/platform/security/security-headers';

const context: PolicyContext = {
  imageOrigins: ['https://img.example'],
  tracking: { scripts: [], connect: [], images: [] },
  https: false,
  development: false,
};
const withTags: PolicyContext = {
  ...context,
  tracking: { scripts: ['https://tags.example'], connect: ['https://tags.example', 'https://reco.example'], images: ['https://tags.example'] },
};

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('content security policy', () => {
  it('per-request pages run only scripts with the nonce or the layout hash, and what those load', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'per-request-page', nonce: 'abc', inlineScriptHashes: ['sha256-x'] }, context));
    expect(policy.get('script-src')).toBe("'nonce-abc' 'strict-dynamic' 'sha256-x'");
    expect(policy.get('script-src')).not.toContain('unsafe');
  });

  it('cached pages allow inline script (no nonce is possible) but nothing from elsewhere and no eval', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'cached-page' }, context));
    expect(policy.get('script-src')).toBe("'self' 'unsafe-inline'");
  });

  it('configured tracking hosts are allowed on cached pages; per-request pages trust them through strict-dynamic', () => {
    const cached = directives(contentSecurityPolicy({ kind: 'cached-page' }, withTags));
    expect(cached.get('script-src')).toBe("'self' 'unsafe-inline' https://tags.example");
    expect(cached.get('connect-src')).toBe("'self' https://tags.example https://reco.example");
    expect(cached.get('img-src')).toBe("'self' data: https://img.example https://tags.example");
    const perRequest = directives(contentSecurityPolicy({ kind: 'per-request-page', nonce: 'n', inlineScriptHashes: [] }, withTags));
    expect(perRequest.get('script-src')).toBe("'nonce-n' 'strict-dynamic'");
    expect(perRequest.get('connect-src')).toBe("'self' https://tags.example https://reco.example");
  });

  it('every page limits where it connects, loads images from and reports to', () => {
    for (const kind of [{ kind: 'cached-page' } as const, { kind: 'per-request-page', nonce: 'n', inlineScriptHashes: [] } as const]) {
      const policy = directives(contentSecurityPolicy(kind, context));
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data: https://img.example");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'self'");
      expect(policy.get('report-uri')).toBe('/captuerr');
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('resources (API answers, robots, sitemaps, icons) may load and run nothing', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'resource' }, context));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });

  it('next dev may eval and open its websocket; production never', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'cached-page' }, { ...context, development: true }));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toBe("'self' ws:");
  });
});

describe('security headers', () => {
  it('HSTS and upgrade-insecure-requests only over https', () => {
    expect(securityHeaders({ kind: 'cached-page' }, context)).not.toHaveProperty('Strict-Transport-Security');
    const https = securityHeaders({ kind: 'cached-page' }, { ...context, https: true });
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('reports go to our error endpoint', () => {
    expect(securityHeaders({ kind: 'resource' }, context)['Content-Security-Policy']).toContain('report-uri /captuerr');
  });
});
