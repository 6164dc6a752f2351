// Each page's chunks, from the build's manifest: what the entry already has is left out.
import { describe, expect, it } from 'vitest';
import { pageAt, pagePreloads } from './page-preloads.ts';

const MANIFEST = {
  'main.tsx': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  '_input.js': { file: 'assets/input-c.js', imports: ['_shared.js'] },
  'features/auth/auth-page.tsx': { file: 'assets/auth-page-d.js', imports: ['_input.js'] },
  'features/admin/admin-page.tsx': { file: 'assets/admin-page-e.js', imports: ['_input.js'] },
  '_table.js': { file: 'assets/table-g.js', imports: ['_shared.js'] },
  'features/admin/admin-layout.tsx': { file: 'assets/admin-layout-h.js', imports: ['_input.js'] },
  'features/admin/admin-dashboard.tsx': { file: 'assets/admin-dashboard-i.js' },
  'features/parking/admin-parking.tsx': { file: 'assets/admin-parking-j.js', imports: ['_table.js'] },
  'features/announcements/admin-acknowledgements.tsx': {
    file: 'assets/admin-ack-k.js',
    imports: ['_table.js'],
  },
  'features/not-found/not-found-page.tsx': { file: 'assets/not-found-page-f.js' },
};

describe('pageAt', () => {
  it('finds the page the router shows', () => {
    expect(pageAt('/')).toBeNull();
    expect(pageAt('/auth')).toBe('/auth');
    expect(pageAt('/Dashboard/')).toBe('/dashboard');
    expect(pageAt('/admin')).toBe('/admin/*');
    expect(pageAt('/admin/parking-approval')).toBe('/admin/*');
    expect(pageAt('/receipt/membership/123')).toBe('/receipt/:kind/:id');
    expect(pageAt('/receipt/membership')).toBe('*');
    expect(pageAt('/auth/extra')).toBe('*');
    expect(pageAt('/no-such-page')).toBe('*');
  });
});

describe('pagePreloads', () => {
  const preloads = pagePreloads(MANIFEST);

  it("lists a page's chunk and its imports, without the entry's", () => {
    expect(preloads('/auth')).toEqual(['assets/auth-page-d.js', 'assets/input-c.js']);
    expect(preloads('/nowhere')).toEqual(['assets/not-found-page-f.js']);
  });

  it("lists a back-office screen's chunks with the admin chunk's and the frame's", () => {
    const admin = ['assets/admin-page-e.js', 'assets/input-c.js', 'assets/admin-layout-h.js'];
    expect(preloads('/admin')).toEqual([...admin, 'assets/admin-dashboard-i.js']);
    expect(preloads('/admin/parking-approval/')).toEqual([
      ...admin,
      'assets/admin-parking-j.js',
      'assets/table-g.js',
    ]);
    expect(preloads('/admin/announcements/5f2c/acknowledgements')).toEqual([
      ...admin,
      'assets/admin-ack-k.js',
      'assets/table-g.js',
    ]);
    // A screen the build lacks (here, the audit log) or no screen at all: the admin chunk and the frame.
    expect(preloads('/admin/audit-log')).toEqual(admin);
    expect(preloads('/admin/no-such-screen')).toEqual(admin);
  });

  it('lists nothing for the home page (in the entry) or a page the build lacks', () => {
    expect(preloads('/')).toEqual([]);
    expect(preloads('/dashboard')).toEqual([]);
    expect(pagePreloads({})('/auth')).toEqual([]);
  });
});
