// Bootstrap's stylesheet in a production build, cut to the rules whose classes the site's sources
// name (docs/CONTRACTS.md, "Bootstrap's classes"). Whole, it is about 2,500 rules that every page
// parses and matches after its first paint: on a phone the longest task of the start-up. The
// site names about 300 of them.
const path = require('node:path');
const { PurgeCSS } = require('purgecss');

const repoRoot = path.resolve(__dirname, '..', '..');
const APPS = ['shell', 'public-site', 'admin-console', 'citizen-portal'];

/** Where a class may be named: every app's and package's source and page templates. */
const SOURCES = [
  ...APPS.flatMap((app) => [`${app}/src/**/*.{ts,tsx,js}`, `${app}/public/**/*.html`]),
  'packages/*/src/**/*.{ts,tsx,js}',
  'packages/*/browser/**/*.js',
  'packages/webpack-config/*.html',
].map((glob) => path.join(repoRoot, glob));

/**
 * Kept although no source names them whole: classes made at run time (`btn btn-${tone}` in
 * @council/ui's FormButtons), and the elements Bootstrap's reboot styles, which content from the
 * council's editors may hold even where no source writes the tag.
 */
const SAFELIST = {
  standard: [
    /^btn-(outline-)?(primary|secondary|success|danger|warning|info|light|dark)$/,
    ...['html', 'body', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'abbr', 'address'],
    ...['ol', 'ul', 'dl', 'dt', 'dd', 'blockquote', 'b', 'strong', 'small', 'mark', 'sub', 'sup'],
    ...['a', 'pre', 'code', 'kbd', 'samp', 'figure', 'img', 'svg', 'table', 'caption', 'th'],
    ...['td', 'thead', 'tbody', 'tfoot', 'tr', 'label', 'button', 'input', 'optgroup', 'select'],
    ...['textarea', 'fieldset', 'legend', 'output', 'iframe', 'summary', 'progress'],
  ],
};

/**
 * The rules of `css` that a source in `sources` (globs) names, with `safelist` kept; custom
 * properties, @font-face and @keyframes stay whole.
 */
async function usedRules(css, { sources = SOURCES, safelist = SAFELIST } = {}) {
  const [result] = await new PurgeCSS().purge({ content: sources, css: [{ raw: css }], safelist });
  return result.css;
}

/** The webpack loader: options `sources` and `safelist` replace the site's (for tests). */
function bootstrapUsedRulesLoader(css) {
  const done = this.async();
  usedRules(css, this.getOptions()).then(
    (kept) => done(null, kept),
    (error) => done(error),
  );
}

module.exports = bootstrapUsedRulesLoader;
module.exports.usedRules = usedRules;
module.exports.SOURCES = SOURCES;
