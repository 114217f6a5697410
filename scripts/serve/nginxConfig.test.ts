/** @jest-environment node */
import { nginxTestConfig } from './nginxConfig';

const settings = { root: '/repo/out', hostingDir: '/repo/hosting/nginx', runDir: '/tmp/run', port: 4273, mimeTypes: '/etc/nginx/mime.types', user: null };

describe('nginxTestConfig', () => {
  it('serves out/ on the loopback port with the generated files, in the foreground', () => {
    const config = nginxTestConfig(settings);
    expect(config).toContain('daemon off;');
    expect(config).toContain('listen 127.0.0.1:4273;');
    expect(config).toContain('root "/repo/out";');
    expect(config).toContain('include "/repo/hosting/nginx/http.conf";');
    expect(config).toContain('include "/repo/hosting/nginx/server.conf";');
    expect(config).toContain('absolute_redirect off;');
    expect(config).toContain('pid "/tmp/run/nginx.pid";');
    expect(config).not.toContain('user ');
    // No location block: the generated add_header lines apply to every answer, errors included.
    expect(config).not.toContain('location');
  });

  it('names the workers\' user when it starts as root', () => {
    expect(nginxTestConfig({ ...settings, user: 'root' })).toMatch(/^user root;$/m);
  });

  it('refuses a path it cannot quote', () => {
    expect(() => nginxTestConfig({ ...settings, root: '/repo/$out' })).toThrow('cannot quote');
  });
});
