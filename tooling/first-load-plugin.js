// Writes first-load.json next to the shell's build: the files its start needs after the entry (the
// `bootstrap` chunk group and the chunks of the shared singletons it consumes) and each page's files
// (chunk groups named `page-…`), so the site server can preload them from the page instead of the
// browser discovering them one round trip after another.
const { Compilation, sources } = require('webpack');

/** The chunk groups behind a module's async blocks (a provided shared module's own code). */
const blockGroups = (compilation, module) =>
  module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

/**
 * The chunk group's files, plus those of the shared modules (react, emotion…) its modules consume. A
 * host serves a consumed singleton from the module it provides itself (not the consume side's
 * fallback copy), so those are the provided module's chunks.
 */
function groupFiles(compilation, group, provided) {
  const files = new Set();
  const seen = new Set();
  const addGroup = (g) => {
    for (const chunk of g.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey);
        for (const g2 of provider ? blockGroups(compilation, provider) : blockGroups(compilation, module)) addGroup(g2);
      }
    }
  };
  addGroup(group);
  return [...files];
}

class FirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const start = compilation.namedChunkGroups.get('bootstrap');
          if (!start)
            throw new Error(
              'FirstLoadPlugin: no chunk group named "bootstrap" (src/index.ts must import it with webpackChunkName: "bootstrap")',
            );
          const provided = new Map();
          for (const module of compilation.modules)
            if (module.type === 'provide-module') provided.set(module._name, module);
          const startFiles = groupFiles(compilation, start, provided);
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-')) continue;
            // A page imported by its name is reached both as `./main/home` and `./main/home.tsx`: two groups, one
            // chunk, named after the first (`page-main-home`), which names the page here.
            const own = group.chunks.find((chunk) => chunk.name?.startsWith('page-'));
            pages[(own?.name ?? name).slice('page-'.length)] = groupFiles(compilation, group, provided).filter(
              (f) => !startFiles.includes(f),
            );
          }
          const json = JSON.stringify({ start: startFiles, pages }, null, 2);
          compilation.emitAsset('first-load.json', new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { FirstLoadPlugin };
