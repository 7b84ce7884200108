/**
 * Mantine's stylesheet per component instead of its one 250 KB styles.css: each component's
 * class-name module (Button.module.mjs) imports that component's own stylesheet
 * (@mantine/core/styles/Button.css), so a stylesheet lands in the chunk whose code uses the
 * component and no page waits on styles it does not show.
 *
 * The import goes at the end of the class-name module, which its component imports after the
 * components it builds on, so a component's rules still come after its parts' rules, the order
 * Mantine's own styles.css has. The global rules (baseline, variables) stay in main.tsx.
 *
 * The dev server pre-bundles Mantine into one file, which this cannot reach, so there the
 * import of Mantine's global rules brings the whole library's stylesheets instead.
 */
import type { Plugin } from 'vite';

const CORE_CLASS_NAMES = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
// Notifications has one stylesheet for its one component.
const NOTIFICATIONS_CLASS_NAMES = /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/;
const GLOBAL_RULES_IMPORT = "import '@mantine/core/styles/global.css';";
const WHOLE_LIBRARY_IMPORTS =
  "import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';";

/** The stylesheet a Mantine class-name module needs, or none for any other module. */
export function componentStylesheet(id: string): string | undefined {
  const core = CORE_CLASS_NAMES.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  if (NOTIFICATIONS_CLASS_NAMES.test(id)) return '@mantine/notifications/styles.css';
  return undefined;
}

export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'maplepost-mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        if (!code.includes(GLOBAL_RULES_IMPORT)) return undefined;
        return { code: code.replace(GLOBAL_RULES_IMPORT, WHOLE_LIBRARY_IMPORTS), map: null };
      }
      const stylesheet = componentStylesheet(id.split('?')[0] ?? id);
      if (!stylesheet) return undefined;
      return { code: `${code}\nimport '${stylesheet}';\n`, map: null };
    },
  };
}
