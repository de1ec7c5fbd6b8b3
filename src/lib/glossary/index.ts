/** The glossary: entries generated from the engine's declarations, and the anchors widgets link to. */
export * from './anchors';
export { buildGlossary, type Glossary, type GlossaryChapter, type SymbolEntry, type SymbolRow, type MetricEntry, type ChapterRef } from './build';
export { chapterUses, type ChapterUses, type ChapterModuleLike } from './uses';
export { compareSymbols, symbolKey, symbolSlug } from './symbols';
