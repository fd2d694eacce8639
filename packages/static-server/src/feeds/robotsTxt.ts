/** robots.txt: the public site open to crawlers, the signed-in paths not, and the sitemap named. */
export function robotsTxt(privatePaths: readonly string[], sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
