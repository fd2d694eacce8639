import { embedSiteConfig } from './html';
import { siteConfigFromEnv } from './siteConfig';

describe('embedSiteConfig', () => {
  const config = siteConfigFromEnv({});

  it('puts the configuration as a JSON script where the comment was', () => {
    const html = embedSiteConfig('<head><!--site-config--></head>', config);
    const match = /<script id="site-config" type="application\/json">(.*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toEqual(config);
    expect(html).not.toContain('<!--site-config-->');
  });

  it('escapes < so that no value can close the script', () => {
    const hostile = { ...config, apiBaseUrl: '</script><script>alert(1)</script>$&' };
    const html = embedSiteConfig('<!--site-config-->', hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).apiBaseUrl).toBe(hostile.apiBaseUrl);
  });

  it('puts it at the end of <head> when a minifier dropped the comment', () => {
    const html = embedSiteConfig('<html><head><title>x</title></head><body></body></html>', config);
    expect(html).toMatch(
      /<title>x<\/title><link rel="preconnect"[^>]*><script id="site-config" type="application\/json">.*<\/script><\/head><body>/,
    );
  });

  it('asks the browser to open the connection to an API on another origin', () => {
    const html = embedSiteConfig('<head></head>', {
      ...config,
      apiBaseUrl: 'https://api.example.in/v1',
    });
    expect(html).toMatch(
      /^<head><link rel="preconnect" href="https:\/\/api\.example\.in" crossorigin><script id="site-config"/,
    );
  });

  it('opens no connection for an API on the site itself', () => {
    const html = embedSiteConfig('<head></head>', { ...config, apiBaseUrl: '/api-server' });
    expect(html).not.toContain('preconnect');
  });

  it('preloads the remote entry of the route being opened', () => {
    const entry = 'https://www.council.example/public/remoteEntry.js';
    const html = embedSiteConfig('<head></head>', config, entry);
    expect(html).toContain(`<link rel="preload" as="script" href="${entry}">`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('id="site-config"'));
  });

  it('keeps a quote in the entry address inside the attribute', () => {
    const html = embedSiteConfig('<head></head>', config, 'https://x.example/a"><script>');
    expect(html).toContain('href="https://x.example/a&quot;>&lt;script>"');
    expect(html).not.toContain('<script>');
  });

  it('leaves a page with neither as it is', () => {
    expect(embedSiteConfig('<p>hi</p>', config)).toBe('<p>hi</p>');
  });
});
