/**
 * Writes domain/rates/greater-vancouver-postal-areas.generated.ts from the zipcodes package.
 * Run it after upgrading zipcodes or changing the selection, and review the difference
 * against docs/decisions/005-greater-vancouver-postal-areas.md before committing it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  generateGreaterVancouverModule,
  GENERATED_MODULE_PATH,
} from './greater-vancouver-postal-areas.ts';

writeFileSync(GENERATED_MODULE_PATH, generateGreaterVancouverModule());
console.log(`Wrote ${path.relative(process.cwd(), GENERATED_MODULE_PATH)}`);
