// The host's page names every file its first render needs, so the browser fetches them at once
// instead of discovering them one step at a time (page, then main.js, then the bootstrap chunk
// and the shared packages it consumes). Lazy screens and remotes are not named: a page only
// preloads what every visit uses, else Chrome warns that a preload went unused.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The chunk groups loaded before the first render: the entry's own dynamic import (the async
 * boundary to bootstrap) and the chunks of every shared package a startup module consumes, as
 * this build provides them (the host's copy is the one loaded), and so on for what those consume.
 */
function startupGroups(compilation, entrypoint, entryModules) {
  const { chunkGraph } = compilation;
  const children = [...entrypoint.childrenIterable];
  const origin = (group, test) => group.origins.some(({ module }) => module && test(module));
  const found = new Set(children.filter((group) => origin(group, (m) => entryModules.has(m))));
  const consumed = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of found) {
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type === CONSUME_SHARED) consumed.add(module.options.shareKey);
        }
      }
    }
    for (const group of children) {
      const provides = origin(group, (m) => m.type === PROVIDE_SHARED && consumed.has(m._name));
      if (provides && !found.has(group)) {
        found.add(group);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The entry's own files first (they start everything else; as a deferred script alone the entry
 * would be fetched at low priority, after the preloads), then those of the startup chunk groups.
 */
function startupFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  // The entry may be concatenated with what it imports; the import() is made by the inner module.
  const entryModules = new Set(
    entrypoint.chunks
      .flatMap((chunk) => [...compilation.chunkGraph.getChunkEntryModulesIterable(chunk)])
      .flatMap((module) => [module, ...(module.modules ?? [])]),
  );
  const initial = new Set(entrypoint.getFiles());
  const later = new Set();
  for (const group of startupGroups(compilation, entrypoint, entryModules)) {
    for (const file of group.getFiles()) if (!initial.has(file)) later.add(file);
  }
  const scriptsAndStyles = (files) => [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
  return [...scriptsAndStyles(initial), ...scriptsAndStyles(later)];
}

class StartupPreloadPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath ?? '';
          const links = startupFiles(compilation, this.entryName).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.unshift(...links);
          return data;
        },
      );
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
