/**
 * The output options every bundle of Node code takes (the app's main build and the benchmarks'):
 * top-level `const` stays `const`. Vite sets Rolldown's `topLevelVar`, which writes them as `var` to
 * spare checks of the temporal dead zone; but V8 keeps a top-level `var` of a module as a mutable
 * slot of the module's context, so every read of a constant such as the board's width loads the
 * slot and checks its type, and a division by it stays a hardware division, while a `const` it
 * folds into the code. On the search that cost 5-8 % of its time (docs/performance.md, the
 * search's design).
 */
export const KEEP_CONST_BINDINGS = { topLevelVar: false } as const;
