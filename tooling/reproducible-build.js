// The same source gives byte-identical files in any folder. Two things in a
// federated build carry the folder the build ran in:
// 1. Module Federation's runtime entry (node_modules/.federation/entry.<hash>.js) imports the bundler
//    runtime and the runtime plugins by absolute path: the file's name (a hash of its text), the module
//    ids derived from it and the source maps' sourcesContent all change with the folder. Its imports are
//    rewritten here as paths relative to the file.
// 2. Module ids: webpack's deterministic ids hash each module's identifier with absolute paths made
//    relative, but only where a path starts a segment; the container entry ("container entry (default)
//    [...] /abs/entry.js") and provided shared modules ("provide module (default) react@19 = /abs/...")
//    keep theirs. PortableModuleIdsPlugin gives those modules ids from a folder-free name first, with
//    webpack's own deterministic scheme; webpack then numbers the rest as before.
const path = require('node:path');
const { getFullModuleName, getUsedModuleIdsAndModules, assignDeterministicIds } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

/** An absolute path (POSIX or Windows) that starts a word in a module's name. */
const ABSOLUTE_PATH = /(^|[\s"'(=])((?:\/|[A-Za-z]:[\\/])[^\s"'|!)]*)/g;

const toPosix = (p) => p.split(path.sep).join('/');
const relativeRequest = (from, to) => {
  const relative = toPosix(path.relative(from, to));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** A module's name with every absolute path made relative to `context`. */
function portableName(name, context) {
  return name.replace(ABSOLUTE_PATH, (_match, before, absolute) => before + relativeRequest(context, absolute));
}

const PLUGIN = 'PortableModuleIdsPlugin';

class PortableModuleIdsPlugin {
  apply(compiler) {
    // Taps before webpack's DeterministicModuleIdsPlugin (configured plugins are applied first), which
    // then leaves the modules numbered here alone and avoids their ids.
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        const context = compiler.context;
        const name = (module) => getFullModuleName(module, context, compiler.root);
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        const leaking = modules.filter((module) => portableName(name(module), context) !== name(module));
        if (!leaking.length) return;
        assignDeterministicIds(
          leaking,
          (module) => portableName(name(module), context),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          modules.length,
        );
      });
    });
  }
}

let entryPatched = false;
/**
 * Makes Module Federation's generated runtime entry import by relative paths. The entry's template is
 * a static method of the enhanced plugin's FederationRuntimePlugin (no option for it), so it is wrapped
 * once per process; the file is written to TEMP_DIR (<cwd>/node_modules/.federation), relative to which
 * the imports are resolved.
 */
function portableFederationEntry() {
  if (entryPatched) return;
  // require.resolve gives <package>/dist/src/index.js; the plugin's files are not in its exports map.
  const dist = path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib', 'container');
  const { default: FederationRuntimePlugin } = require(path.join(dist, 'runtime', 'FederationRuntimePlugin.js'));
  const { TEMP_DIR } = require(path.join(dist, 'constant.js'));
  const template = FederationRuntimePlugin.getTemplate;
  if (typeof template !== 'function')
    throw new Error(
      '@module-federation/enhanced changed: FederationRuntimePlugin.getTemplate is gone (tooling/reproducible-build.js)',
    );
  FederationRuntimePlugin.getTemplate = function portableTemplate(...args) {
    return template
      .apply(this, args)
      .replace(/(from ')([^']+)(')/g, (match, before, request, after) =>
        path.isAbsolute(request) ? before + relativeRequest(TEMP_DIR, request) + after : match,
      );
  };
  entryPatched = true;
}

const toList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Names the shell's entry (main.<hash>.js) by its content. The entry's name takes [fullhash] (the
 * federation runtime cannot resolve [contenthash] there), and the full hash takes in every module's
 * source map, whose paths are absolute: the same main.js got another name in another folder. Marked
 * as a content hash before webpack's RealContentHashPlugin runs, the hash is recomputed from the file's
 * bytes, and the file, its source map and every reference (index.html, the map's URL) renamed with it.
 */
class ContentNamedEntriesPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentNamedEntriesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentNamedEntriesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 },
        () => {
          for (const { name, info } of compilation.getAssets()) {
            if (!info.fullhash || !name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => source,
              (old) => ({ ...old, contenthash: [...toList(old.contenthash), ...toList(old.fullhash)] }),
            );
          }
        },
      );
      // The renamed file's source map still gives its old name in `file`.
      compilation.hooks.processAssets.tap(
        { name: 'ContentNamedEntriesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          for (const { name, source } of compilation.getAssets()) {
            if (!name.endsWith('.js.map')) continue;
            const map = JSON.parse(source.source().toString());
            const file = path.basename(name, '.map');
            if (map.file !== undefined && map.file !== file)
              compilation.updateAsset(name, new compiler.webpack.sources.RawSource(JSON.stringify({ ...map, file })));
          }
        },
      );
    });
  }
}

/**
 * Module Federation's mf-stats.json lists, per shared module and remote, the exposes that use it in the
 * order webpack happened to build them, which varies from run to run; sorted here (the manifest plugin's
 * `additionalData` hook, before mf-manifest.json is made from the stats).
 */
function sortedStats({ stats }) {
  const sortList = (list) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string') ? [...list].sort() : list;
  for (const key of ['shared', 'remotes', 'exposes']) {
    for (const item of stats[key] ?? []) {
      for (const field of ['usedIn', 'requires']) if (field in item) item[field] = sortList(item[field]);
    }
  }
  return stats;
}

module.exports = {
  ContentNamedEntriesPlugin,
  PortableModuleIdsPlugin,
  portableFederationEntry,
  portableName,
  sortedStats,
};
