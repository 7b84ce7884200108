/** The customs room's front door: what other rooms and the entry points use of it, and nothing else (docs/ARCHITECTURE.md). */
export { declaredHsCodeProblem, isHsSubheading } from './declared-hs-codes.ts';
export { loadHsNomenclature, type HsNomenclature, type WarningLog } from './nomenclature.ts';
export { answerHsCodeSearch, registerCustomsRoutes } from './routes.ts';
export { searchHsCodes } from './search.ts';
