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

  it('lets pages show stored images from the API by URL, and no other site', () => {
    const config = { ...siteConfigFromEnv({}), apiBaseUrl: 'https://api.council.example/base' };
    const images = contentSecurityPolicyDirectives(config)['img-src'] ?? [];
    expect(images).toContain('https://api.council.example');
    expect(images.filter((source) => source.startsWith('http'))).toEqual([
      'https://api.council.example',
      ...Object.values(config.remotes).map((address) => new URL(address).origin),
    ]);
  });
});
