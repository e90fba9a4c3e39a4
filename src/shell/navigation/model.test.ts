import { describe, expect, it } from 'vitest';
import {
  activeIdsOf,
  containsActive,
  filterNavigation,
  flattenNavigation,
  isActive,
  navigationTitle,
} from './model.ts';
import { navigation } from './navigation.ts';
import type { NavigationItem } from './types.ts';

const ids = (items: NavigationItem[]) => items.map((item) => item.id);

describe('the portal menu', () => {
  it('is Getting Started > Overview, Tools > File Manager, RFP events and Activity, Reports > Invoice and Vendor Intelligence, Help > User Guide and FAQs', () => {
    expect(ids(navigation)).toEqual(['getting-started', 'tools', 'reports', 'help']);
    expect(ids(flattenNavigation(navigation))).toEqual([
      'overview',
      'file-manager',
      'rfp-events',
      'activity',
      'invoice-intel',
      'vendor-intel',
      'user-guide',
      'faq',
    ]);
    const guide = flattenNavigation(navigation).find((item) => item.id === 'user-guide');
    expect(guide).toMatchObject({ type: 'link', target: '_blank' });
    expect(guide?.url).toMatch(/\.pdf$/);
  });

  it('shows Tools, Reports and Help to client-portal users and none of them to guests', () => {
    expect(ids(filterNavigation(navigation, ['VENDOR_USER']))).toEqual(['getting-started', 'tools', 'reports', 'help']);
    expect(ids(filterNavigation(navigation, []))).toEqual(['getting-started']);
  });

  it('shows the Activity to staff and client users, not to vendor users', () => {
    const shown = (roles: string[]) => ids(flattenNavigation(filterNavigation(navigation, roles)));
    expect(shown(['user', 'EFI_USER'])).toContain('activity');
    expect(shown(['user', 'CLIENT_PROSPECT_USER'])).toContain('activity');
    expect(shown(['user', 'VENDOR_USER'])).not.toContain('activity');
  });

  it('leaves out the screens of features the active client does not have', () => {
    const fabrikam = ['user', 'CLIENT_PROSPECT_USER', 'FILE_MANAGER', 'CONTRACT_LOCKER'];
    const shown = ids(flattenNavigation(filterNavigation(navigation, fabrikam)));
    expect(shown).toContain('file-manager');
    expect(shown).not.toContain('invoice-intel');
    expect(shown).toContain('vendor-intel');
  });
});

describe('filterNavigation', () => {
  const menu: NavigationItem[] = [
    {
      id: 'g',
      type: 'group',
      children: [
        { id: 'staff-only', type: 'item', url: '/a', auth: ['EFI_USER'] },
        { id: 'vendors', type: 'item', url: '/b', userTypes: ['vendor'] },
      ],
    },
  ];

  it('drops items the user has no role for, and groups left empty', () => {
    expect(filterNavigation(menu, ['CLIENT_PROSPECT_USER'])).toEqual([]);
    expect(ids(filterNavigation(menu, ['EFI_USER'])[0]?.children ?? [])).toEqual(['staff-only']);
  });

  it('keeps items restricted to a user_type only for that type', () => {
    expect(ids(filterNavigation(menu, [], 'vendor')[0]?.children ?? [])).toEqual(['vendors']);
  });
});

describe('active items', () => {
  const item: NavigationItem = { id: 'fm', type: 'item', url: '/apps/file-manager' };

  it('marks an item active on its page and the pages below it', () => {
    expect(isActive(item, '/apps/file-manager')).toBe(true);
    expect(isActive(item, '/apps/file-manager/')).toBe(true);
    expect(isActive(item, '/apps/file-manager/x')).toBe(true);
    expect(isActive(item, '/apps/file-manager-2')).toBe(false);
    expect(isActive({ ...item, exact: true }, '/apps/file-manager/x')).toBe(false);
  });

  it('opens a collapse that contains the current page', () => {
    const collapse: NavigationItem = { id: 'c', type: 'collapse', children: [item] };
    expect(containsActive(collapse, '/apps/file-manager')).toBe(true);
    expect(containsActive(collapse, '/pages/faq')).toBe(false);
  });

  it('are named by their ids, the same for every path below a page and none for a path of no entry', () => {
    const faq: NavigationItem = { id: 'faq', type: 'item', url: '/pages/faq', exact: true };
    const tree: NavigationItem[] = [{ id: 'g', type: 'group', children: [item, faq] }];
    expect(activeIdsOf(tree, '/apps/file-manager')).toEqual(['fm']);
    expect(activeIdsOf(tree, '/apps/file-manager/a/b')).toEqual(['fm']);
    expect(activeIdsOf(tree, '/pages/faq')).toEqual(['faq']);
    expect(activeIdsOf(tree, '/no/such/page')).toEqual([]);
  });
});

describe('navigationTitle', () => {
  const t = (key: string) => `«${key}»`;

  it('is the dictionary entry of `translate`, in the nav namespace', () => {
    expect(navigationTitle({ id: 'faq', type: 'item', title: 'FAQs', translate: 'faq' }, t)).toBe('«nav:faq»');
  });

  it('is the title without a dictionary key, and the id without either', () => {
    expect(navigationTitle({ id: 'guide', type: 'link', title: 'User Guide' }, t)).toBe('User Guide');
    expect(navigationTitle({ id: 'tools', type: 'group' }, t)).toBe('tools');
  });
});
