import { createHash } from 'node:crypto';
import { allowingInlineStyle, contentSecurityPolicyDirectives } from './securityHeaders';
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

describe('allowingInlineStyle', () => {
  const POLICY =
    "default-src 'self';script-src 'self';style-src 'self' http://r.example;img-src 'self'";

  it("adds the style's hash to style-src, and changes no other directive", () => {
    const css = ':root{--bs-blue:#0d6efd}';
    const hash = createHash('sha256').update(css).digest('base64');
    expect(allowingInlineStyle(POLICY, css)).toBe(
      `default-src 'self';script-src 'self';style-src 'self' http://r.example 'sha256-${hash}';img-src 'self'`,
    );
  });

  it('hashes the text as UTF-8, as the browser does', () => {
    const css = '.x::before{content:"सूचना"}';
    const hash = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(allowingInlineStyle(POLICY, css)).toContain(`'sha256-${hash}'`);
  });

  it('finds style-src at the start of the policy too', () => {
    expect(allowingInlineStyle("style-src 'self'", 'a{}')).toMatch(/^style-src 'self' 'sha256-/);
  });
});
