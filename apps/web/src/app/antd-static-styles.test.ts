import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { antdStylesByHook, withStaticStyles } from '../../build/antd-static-styles';
import { THEME } from './theme/theme';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe("antd's styles made at build time (build/antd-static-styles.ts)", () => {
  let css: Map<string, string>;
  beforeAll(() => {
    css = antdStylesByHook(THEME, path.join(WEB, 'package.json'));
  });

  test('every component the app uses has its CSS, with plain class names and the theme as CSS variables', () => {
    for (const hook of ['Shared', 'Button-Button', 'Input-Component', 'Table-Table', 'Select-Select', 'Modal-Modal'])
      expect(css.get(hook), hook).toBeTruthy();
    const button = css.get('Button-Button') ?? '';
    expect(button).toContain('.ant-btn');
    // Colours come from the design tokens antd still writes at run time (the product's, from theme.ts).
    expect(button).toContain('var(--ant-color-primary)');
    // `hashed: false`: the selectors the browser's antd uses too, no `:where(.css-<hash>)`.
    expect(button).not.toMatch(/:where\(\.css-/);
    // No colour of antd's default theme is written into the CSS: the product's (theme.ts) arrive through variables.
    expect(button.toLowerCase()).not.toContain('#1677ff');
    expect(css.get('Tag-preset') ?? '').toContain('var(--ant-green-1)');
  });

  const made = new Set(['Button-Button', 'Input-OTP']);
  const cssFile = (name: string) => `/styles/${name}.css`;
  const parse = (code: string) => parseAst(code);

  test("a module's style hook imports its CSS and loses the function that describes it", () => {
    const code = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genButtonStyle = token => ({ [token.componentCls]: { color: token.colorText } });',
      "export default genStyleHooks('Button', token => [genButtonStyle(token)], prepareComponentToken);",
      "export const useOtp = genStyleHooks(['Input', 'OTP'], genButtonStyle);",
    ].join('\n');
    const out = withStaticStyles(code, parse, made, cssFile) ?? '';
    expect(out.startsWith('import "/styles/Button-Button.css";\nimport "/styles/Input-OTP.css";\n')).toBe(true);
    expect(out).toContain("genStyleHooks('Button', () => [], prepareComponentToken)");
    expect(out).toContain("genStyleHooks(['Input', 'OTP'], () => [])");
  });

  test('a module without style hooks is left alone; a hook without CSS or without a readable name stops the build', () => {
    expect(withStaticStyles("export const a = 'genStyleHooks';", parse, made, cssFile)).toBeUndefined();
    expect(() =>
      withStaticStyles("export default genStyleHooks('Slider', token => []);", parse, made, cssFile),
    ).toThrow(/no CSS was made for the hook Slider-Slider/);
    expect(() => withStaticStyles('export default genStyleHooks(name, token => []);', parse, made, cssFile)).toThrow(
      /cannot be read/,
    );
    // A hook that writes nothing with this theme is stripped without an import.
    const bordered = withStaticStyles(
      "export default genSubStyleComponent(['Pagination', 'bordered'], t => [t]);",
      parse,
      made,
      cssFile,
    );
    expect(bordered).toBe("export default genSubStyleComponent(['Pagination', 'bordered'], () => []);");
  });
});
