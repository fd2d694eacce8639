import { contentSecurityPolicyDirectives } from './securityHeaders';
import { siteConfigFromEnv } from './siteConfig';

describe('the content security policy', () => {
  it("frames only this site, document previews (blob:) and the council's configured map", () => {
    const config = siteConfigFromEnv({});
    expect(contentSecurityPolicyDirectives(config)['frame-src']).toEqual(["'self'", 'blob:']);
    const withMap = { ...config, council: { mapEmbedUrl: 'https://maps.example.org/embed?pb=1' } };
    expect(contentSecurityPolicyDirectives(withMap)['frame-src']).toEqual([
      "'self'",
      'blob:',
      'https://maps.example.org',
    ]);
  });
});
