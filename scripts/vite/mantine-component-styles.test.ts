import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentStylesheet } from './mantine-component-styles.ts';

describe('componentStylesheet', () => {
  it.each([
    [
      '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs',
      '@mantine/core/styles/Button.css',
    ],
    [
      '/app/node_modules/@mantine/core/esm/components/Combobox/ComboboxChevron/Combobox.module.mjs',
      '@mantine/core/styles/Combobox.css',
    ],
    [
      '/app/node_modules/@mantine/notifications/esm/Notifications.module.mjs',
      '@mantine/notifications/styles.css',
    ],
  ])('gives %s its stylesheet', (id, stylesheet) => {
    expect(componentStylesheet(id)).toBe(stylesheet);
  });

  it.each([
    '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
    '/app/web/app/footer/site-footer.module.css',
    '/app/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs',
  ])('leaves %s alone', (id) => {
    expect(componentStylesheet(id)).toBeUndefined();
  });
});

describe('every class-name module of Mantine core', () => {
  it('has a stylesheet of the same name', () => {
    const coreDir = path.resolve('node_modules/@mantine/core');
    const classNameModules = readdirSync(path.join(coreDir, 'esm'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((name) => name.endsWith('.module.mjs'))
      .map((name) => path.join(coreDir, 'esm', name));
    expect(classNameModules.length).toBeGreaterThan(100);
    const missing = classNameModules
      .map((id) => componentStylesheet(id) ?? id)
      .filter(
        (stylesheet) => !existsSync(path.join(coreDir, stylesheet.replace('@mantine/core/', ''))),
      );
    expect(missing).toEqual([]);
  });
});
