// V8's explicit compile hint on every script the browser runs. A webpack chunk's modules are
// functions in an object; V8 compiles such functions lazily, on the main thread, the first time each
// is called. On a cold load that was 200-400 ms of main-thread work (unthrottled, /products/1),
// which Lighthouse bills four times over. The magic comment `//# allFunctionsCalledOnLoad` on a
// file's first line asks V8 to compile all its functions while the file streams in, on a background
// thread (Chromium 136+; other browsers read it as a comment). Measured on /products/1, six cold
// loads each way (unthrottled traces, the same files with and without the line): main-thread
// compiling fell from 145-240 ms to 20-40 ms, and the blocking time those loads would have at 4x
// CPU from a median of ~975 ms to ~430 ms. The price: the task where a large script finishes
// downloading grows (V8 finishes the compiled functions on the main thread), to 25-50 ms for the
// largest chunks.
//
// Every chunk gets it, the lazy ones too: a lazy chunk is fetched when its part is opened, and then
// most of its functions run at once as well. The line is added after minifying (which would drop
// the comment) and before source maps are written (so they stay in step).
const { ConcatSource } = require('webpack').sources;

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const stage = compilation.constructor.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
