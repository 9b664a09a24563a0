import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconFiles, lazyModules, namedImports } from './source-graph.ts';

// The chunk plan of vite.config.ts rests on these readings: each test fails when the sources or
// lucide-react change shape under it.
const pagesFile = new URL('../src/app/pages.ts', import.meta.url);

describe('the lazily loaded pages', () => {
  it('are every import() of src/app/pages.ts, by name, each an existing file', () => {
    const modules = lazyModules(pagesFile);
    const imports = readFileSync(pagesFile, 'utf8').match(/\bimport\(/g) ?? [];
    expect(modules.size).toBe(imports.length);
    // The pages the plan names (vite.config.ts) and the data layer that page-files.json must list.
    for (const name of ['home', 'lesson', 'settings', 'dashboard', 'queryProvider']) {
      expect(modules.has(name), name).toBe(true);
    }
    for (const path of modules.values()) expect(existsSync(path), path).toBe(true);
  });
});

describe('the icons a module imports', () => {
  it('are read by name, aliases and line breaks included', () => {
    const code = "import { Flame,\n  Heart as Hearts } from 'lucide-react';\nimport { Link } from 'react-router';";
    expect(namedImports('page.tsx', code, 'lucide-react')).toEqual(['Flame', 'Heart']);
  });

  it('may not be taken all at once', () => {
    expect(() => namedImports('page.tsx', "import * as icons from 'lucide-react';", 'lucide-react')).toThrow(/by name/);
  });
});

describe("lucide-react's index", () => {
  it('names the file of every icon our modules use, under each alias', () => {
    const folder = `${dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'))}/dist/esm/`;
    const files = iconFiles(readFileSync(`${folder}lucide-react.mjs`, 'utf8'), folder);
    expect(files.get('Flame')).toBe(`${folder}icons/flame.mjs`);
    expect(files.get('FlameIcon')).toBe(files.get('Flame'));
    for (const file of new Set(files.values())) expect(existsSync(file), file).toBe(true);
  });
});
