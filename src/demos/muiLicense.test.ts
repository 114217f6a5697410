/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The tree view family installs its own copy of @mui/x-license (it pins a newer one than the other
 * products): the key the site sets once must reach every copy, or the tree view's Pro demos would
 * be watermarked while the grid's are not.
 */
function licensePackageCopies(root = path.join(process.cwd(), 'node_modules')): string[] {
  const copies: string[] = [];
  const visit = (modules: string) => {
    const own = path.join(modules, '@mui', 'x-license');
    if (fs.existsSync(path.join(own, 'package.json'))) copies.push(own);
    const scope = path.join(modules, '@mui');
    if (!fs.existsSync(scope)) return;
    for (const name of fs.readdirSync(scope)) {
      const nested = path.join(scope, name, 'node_modules');
      if (fs.existsSync(nested)) visit(nested);
    }
  };
  visit(root);
  return copies;
}

interface LicenseModule {
  LicenseInfo: { getLicenseKey(): string | undefined };
}

describe('the site licence key', () => {
  const copies = licensePackageCopies();

  afterEach(() => {
    delete process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY;
  });

  it('finds the installed copies', () => {
    expect(copies.length).toBeGreaterThanOrEqual(1);
  });

  it('reaches every installed copy of @mui/x-license when set once', () => {
    process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY = 'test-key-0123';
    jest.isolateModules(() => {
      jest.requireActual('./muiLicense');
      for (const copy of copies) {
        const { LicenseInfo } = jest.requireActual<LicenseModule>(copy);
        expect(`${path.relative(process.cwd(), copy)}: ${LicenseInfo.getLicenseKey()}`).toBe(`${path.relative(process.cwd(), copy)}: test-key-0123`);
      }
    });
  });
});
