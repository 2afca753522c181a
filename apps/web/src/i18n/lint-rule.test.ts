import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's lint config, on a made-up screen file inside apps/web/src (never written to disk). */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../../', import.meta.url)) });
const SCREEN = fileURLToPath(new URL('../features/Example.tsx', import.meta.url));

async function literalTexts(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: SCREEN });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18next/no-literal-string' && m.severity === 2).map((m) => code.split('\n')[m.line - 1]!.trim());
}

describe('the lint rule against text outside the catalogues', () => {
  it('fails on raw text in JSX and on literal labels, titles, placeholders and alt texts', async () => {
    const found = await literalTexts(
      [
        "import { useT } from '../i18n';",
        'export function Example() {',
        '  const t = useT();',
        '  return (',
        '    <div>',
        '      <p>Request Help</p>',
        '      <input aria-label="Your Name" placeholder="Ann" />',
        '      <img alt="Session QR code" src="/qr.png" />',
        "      <button type=\"button\" className=\"primary\" title={t('common.brand')}>{t('common.header.login')}</button>",
        '      <span>·</span>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(found).toEqual(['<p>Request Help</p>', '<input aria-label="Your Name" placeholder="Ann" />', '<input aria-label="Your Name" placeholder="Ann" />', '<img alt="Session QR code" src="/qr.png" />']);
  }, 60_000);
});
