import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const engineDir = join(root, 'engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a source text imports: static, side-effect, re-export, dynamic and require. */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

const FORBIDDEN_FOLDERS = ['server', 'runtime', 'studio', 'widgets'];

/** Why a specifier imported by `file` breaks the engine's purity, or undefined when it is allowed. */
function forbiddenImport(file: string, specifier: string): string | undefined {
  if (/^react(-dom)?(\/|$)/.test(specifier) || /^react-/.test(specifier)) return 'React';
  if (specifier.startsWith('@fluentui/')) return 'Fluent UI';
  if (specifier.startsWith('@rjsf/')) return 'RJSF';
  if (
    specifier.startsWith('node:') ||
    /^(fs|path|os|crypto|http|https|url|child_process)(\/|$)/.test(specifier)
  ) {
    return 'a Node API';
  }
  const alias = /^@(server|runtime|studio|widgets)\//.exec(specifier);
  if (alias) return `${alias[1]}/`;
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier)).split(sep);
    if (FORBIDDEN_FOLDERS.includes(target[0]!)) return `${target[0]}/`;
  }
  return undefined;
}

const files = sourceFiles(engineDir).map((path) => relative(root, path));

describe('the engine is pure', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)(
    '%s imports no React, Fluent UI, RJSF, Node API, server/, runtime/, studio/ or widgets/',
    (file) => {
      const path = join(root, file);
      const offending = importedSpecifiers(readFileSync(path, 'utf8'))
        .map((specifier) => ({ specifier, reason: forbiddenImport(path, specifier) }))
        .filter((found) => found.reason !== undefined);
      expect(offending).toEqual([]);
    },
  );

  describe('the check itself', () => {
    const file = join(engineDir, 'rules', 'example.ts');

    it.each([
      ["import { useState } from 'react';", 'react'],
      ["import { createRoot } from 'react-dom/client';", 'react-dom/client'],
      ["import { Button } from '@fluentui/react-components';", '@fluentui/react-components'],
      ["import type { RJSFSchema } from '@rjsf/utils';", '@rjsf/utils'],
      ["import { readFileSync } from 'node:fs';", 'node:fs'],
      ["import fs from 'fs';", 'fs'],
      ["import { join } from 'path';", 'path'],
      ["import { db } from '@server/data/db';", '@server/data/db'],
      ["export { App } from '@runtime/app';", '@runtime/app'],
      ["import '../../widgets/registry';", '../../widgets/registry'],
      ["const studio = await import('../../studio/main');", '../../studio/main'],
      ["const os = require('os');", 'os'],
    ])('catches %s', (source, specifier) => {
      expect(importedSpecifiers(source)).toContain(specifier);
      expect(forbiddenImport(file, specifier)).toBeDefined();
    });

    it.each([
      ["import type { FillQuestion } from '@schemas/generated/api/fill';", '@schemas/generated/api/fill'],
      ["import { parse } from 'date-fns';", 'date-fns'],
      ["import proj4 from 'proj4';", 'proj4'],
      ["import { checkBounds } from './check-bounds';", './check-bounds'],
      ["import type { AnswerValue } from '../answers/answer-value';", '../answers/answer-value'],
      ["import { questionKey } from '@engine/convert/question-key';", '@engine/convert/question-key'],
    ])('allows %s', (source, specifier) => {
      expect(importedSpecifiers(source)).toContain(specifier);
      expect(forbiddenImport(file, specifier)).toBeUndefined();
    });
  });
});
