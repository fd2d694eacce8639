// Compressing at build time lets the servers send brotli at its best quality (11), which is too
// slow to do per request; on the fly they manage quality 4, larger even than gzip's output.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const SMALLEST = 1024;

function compressedCopies(source) {
  return {
    br: zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** Emits name.br and name.gz beside every compressible asset worth it. */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || asset.size() < SMALLEST) continue;
            const { br, gz } = compressedCopies(asset.buffer());
            const info = compilation.getAsset(name)?.info ?? {};
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br), {
              ...info,
              compressed: true,
            });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), {
              ...info,
              compressed: true,
            });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressedCopies };
