// The host's index.html names every file its first render needs (DESIGN §5 "one parallel round
// trip"): the chunks behind the async boundary (the start-up's imports) and the host's copies of
// the shared libraries (the groups of its provide modules: the host registers them first, so they
// are the copies everyone loads; the consume fallbacks would only run without a provider). Without these tags the browser found them a level at a time, each once the
// file that imports it had run (main -> bootstrap -> @stay/shared -> i18next ...: 5 serial waves).
// Lighthouse with real throttling (slow 4G, 4x CPU) on '/': FCP 5.5 -> 5.1 s, LCP 8.9 -> 8.45 s.
const HtmlWebpackPlugin = require('html-webpack-plugin');


class StartupPreloadPlugin {
  /**
   * @param {{ startupRequests: string[] }} o the requests of the entry's async boundary (the shell's
   * start-up imports them one task after the other: shell/src/index.ts)
   */
  constructor(o) {
    this.startupRequests = new Set(o.startupRequests);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const atStartup = group.origins.some(
            (o) => this.startupRequests.has(o.request) || o.module?.type === 'provide-module',
          );
          if (!atStartup) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        const tags = [...files]
          .filter((f) => /\.(js|css)$/.test(f))
          .sort()
          .map((f) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: publicPath + f }),
          );
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
