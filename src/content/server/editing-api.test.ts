import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { authRoles } from '../../auth/roles.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { editingRequest } from './editing-api.ts';

const staff = {
  session: { displayName: 'Ada Admin', email: 'ada.admin@efi.test' },
  roles: [...authRoles.staff],
  t: translatorFor('en') as TFunction,
};

describe('editingRequest', () => {
  it('takes an entry’s address name', () => {
    expect(editingRequest(staff, { kind: 'faq', slug: 'change-language' })).toMatchObject({
      kind: 'faq',
      slug: 'change-language',
    });
    expect(editingRequest(staff, { kind: 'demo', slug: 'page-layouts' })).toMatchObject({ slug: 'page-layouts' });
  });

  it('answers 404 for an address that cannot be an entry’s name, built-in property names included', async () => {
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'A-b', 'a--b', 'x'.repeat(81)];
    for (const slug of names) {
      for (const kind of ['faq', 'knowledgeBase', 'demo']) {
        const { refused } = editingRequest(staff, { kind, slug });
        // `constructor` and `prototype` are names an editor may give an entry (the store looks up
        // own entries only); a demo page's entry exists only for a demo page.
        if (kind !== 'demo' && (slug === 'constructor' || slug === 'prototype')) {
          expect(refused, `${kind}/${slug}`).toBeUndefined();
          continue;
        }
        expect(refused?.status, `${kind}/${slug}`).toBe(404);
        expect((await refused?.json())?.error.code).toBe('notFound');
      }
    }
  });
});
