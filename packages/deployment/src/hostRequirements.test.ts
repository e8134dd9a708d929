import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHostRequirements } from './hostRequirements';

describe('readHostRequirements', () => {
  it("takes the host's required ranges, provided versions and runtime from one read of its built manifest", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
    const file = path.join(dir, 'mf-manifest.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        name: 'host',
        metaData: { pluginVersion: '2.9.2' },
        exposes: [],
        shared: [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
          {
            name: '@mantine/core',
            version: '7.17.8',
            providedExports: ['Button'],
            importedExports: ['Button'],
          },
        ],
      }),
    );
    expect(await readHostRequirements({ manifest: file })).toEqual({
      shared: {
        react: { requiredVersion: '^19.0.0', version: '19.3.1' },
        '@mantine/core': { requiredVersion: '^7.17.8', version: '7.17.8', providedExports: ['Button'] },
      },
      runtimeVersion: '2.9.2',
    });
    expect(await readHostRequirements({ manifest: path.join(dir, 'none.json') })).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('falls back to the plugin the host folder builds with when the manifest names no runtime', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
    const file = path.join(dir, 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'host', exposes: [], shared: [] }));
    const pluginDir = path.join(dir, 'node_modules', '@module-federation', 'enhanced');
    fs.mkdirSync(pluginDir, { recursive: true });
    fs.writeFileSync(path.join(pluginDir, 'package.json'), JSON.stringify({ version: '2.9.7' }));
    expect(await readHostRequirements({ manifest: file, hostDir: dir })).toEqual({
      shared: {},
      runtimeVersion: '2.9.7',
    });
    expect(await readHostRequirements({ manifest: file })).toEqual({ shared: {}, runtimeVersion: null });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
