/**
 * The same rules for the client, read through Babel's TypeScript preset because dependency-cruiser's
 * SWC parser cannot read TSX. Server files are never parsed from here (Babel cannot read Nest's
 * parameter decorators); an import of one is still seen, and refused.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  ...base,
  options: {
    ...base.options,
    parser: undefined,
    tsPreCompilationDeps: undefined,
    babelConfig: { fileName: 'babel.depcruise.json' },
    doNotFollow: { path: ['node_modules', '^server/'] },
  },
};
