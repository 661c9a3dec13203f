import { build } from 'vite';
import fs from 'node:fs';
const out = {};
await build({
  configFile: 'apps/web/vite.config.ts',
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: '/tmp/a11y-dist', write: true },
  plugins: [
    {
      name: 'dump',
      generateBundle(_, bundle) {
        for (const [f, c] of Object.entries(bundle))
          if (c.type === 'chunk')
            out[f] = {
              imports: c.imports,
              dyn: c.dynamicImports,
              modules: Object.fromEntries(
                Object.entries(c.modules).map(([id, m]) => [
                  id.replace(/.*node_modules\//, 'nm/').replace(/.*apps\/web\/src\//, 'src/'),
                  m.renderedLength,
                ]),
              ),
            };
      },
    },
  ],
});
fs.writeFileSync('/tmp/a11y-chunks.json', JSON.stringify(out, null, 1));
