import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..');
const MANTINE = join(here, '../../../../node_modules/@mantine/core');
const SHEETS = join(MANTINE, 'styles');

/** The sheets mantine-styles.css imports, in order. */
const imported = [
  ...readFileSync(join(here, 'mantine-styles.css'), 'utf8').matchAll(/styles\/(\w[\w-]*)\.css/g),
].map((match) => match[1] ?? '');

/** Components whose look lives (also) in other components' sheets. */
const INSIDE: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Select: ['Input', 'Combobox', 'Popover'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Menu: ['Popover'],
  Alert: ['CloseButton'],
  Notification: ['CloseButton', 'Loader'],
  // Radio.Card, Checkbox.Card and their .Indicator (the survey's answers) have sheets of their own.
  Checkbox: ['InlineInput', 'CheckboxCard', 'CheckboxIndicator'],
  Radio: ['RadioCard', 'RadioIndicator'],
  // The voter filters' turnout range.
  RangeSlider: ['Slider'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });

/** Every value imported from @mantine/core anywhere in the app. */
const usedComponents = (): Set<string> => {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const trimmed = name.trim();
        if (/^[A-Z]/.test(trimmed)) names.add(trimmed);
      }
    }
  }
  return names;
};

describe('the Mantine styles the app imports', () => {
  it('include the sheet of every component the app uses, and of the components inside them', () => {
    const needed = [...usedComponents()].flatMap((name) => [name, ...(INSIDE[name] ?? [])]);
    const missing = needed.filter(
      (name) => existsSync(join(SHEETS, `${name}.css`)) && !imported.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('start with the base sheets and keep the order of the full sheet, so later rules still win', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const full = readFileSync(join(MANTINE, 'styles.css'), 'utf8');
    const positions = imported.map((name) =>
      full.indexOf(
        readFileSync(join(SHEETS, `${name}.css`), 'utf8')
          .trim()
          .slice(0, 300),
      ),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('leave out the sheets of components the app never shows', () => {
    const size = (path: string) => statSync(path).size;
    const importedBytes = imported.reduce((sum, name) => sum + size(join(SHEETS, `${name}.css`)), 0);
    // 71 % since the survey's answer cards and their indicators have their sheets (decision 0061).
    expect(importedBytes).toBeLessThan(size(join(MANTINE, 'styles.css')) * 0.75);
  });
});
