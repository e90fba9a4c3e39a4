import { authRoles } from '../../auth/roles.ts';
import type { NavigationItem } from './types.ts';

/** The portal's navigation menu (docs/routes.md). Titles come from the `nav` dictionary. */
export const navigation: NavigationItem[] = [
  {
    id: 'getting-started',
    type: 'group',
    title: 'Getting Started',
    translate: 'gettingStarted',
    icon: 'rocket',
    children: [
      {
        id: 'overview',
        type: 'item',
        title: 'Overview',
        translate: 'overview',
        icon: 'layoutDashboard',
        url: '/apps/dashboards/project',
      },
    ],
  },
  {
    id: 'tools',
    type: 'group',
    title: 'Tools',
    translate: 'tools',
    icon: 'wrench',
    auth: authRoles.allKnown,
    children: [
      {
        id: 'file-manager',
        type: 'item',
        title: 'File Manager',
        translate: 'fileManager',
        icon: 'folderOpen',
        url: '/apps/file-manager',
        feature: 'FILE_MANAGER',
      },
      {
        id: 'rfp-events',
        type: 'item',
        title: 'RFP events',
        translate: 'rfpEvents',
        icon: 'clipboardList',
        url: '/apps/rfp-events',
      },
      {
        // The client's audit trail: its staff and its own people, never a vendor (decision 131).
        id: 'activity',
        type: 'item',
        title: 'Activity',
        translate: 'activity',
        icon: 'history',
        url: '/apps/activity',
        auth: authRoles.cpUsers,
      },
    ],
  },
  {
    id: 'reports',
    type: 'group',
    title: 'Reports',
    translate: 'reports',
    icon: 'chart',
    auth: authRoles.allKnown,
    children: [
      {
        id: 'invoice-intel',
        type: 'item',
        title: 'Invoice Intelligence',
        translate: 'invoiceIntel',
        icon: 'fileText',
        url: '/apps/reports/invoice-intel',
        feature: 'INVOICE_INTEL',
      },
      {
        id: 'vendor-intel',
        type: 'item',
        title: 'Vendor Intelligence',
        translate: 'vendorIntel',
        icon: 'chart',
        url: '/apps/reports/vendor-intel',
      },
    ],
  },
  {
    id: 'help',
    type: 'group',
    title: 'Help',
    translate: 'help',
    icon: 'lifeBuoy',
    auth: [...new Set([...authRoles.allKnown, ...authRoles.cpUsers])],
    children: [
      {
        id: 'user-guide',
        type: 'link',
        title: 'User Guide',
        translate: 'userGuide',
        icon: 'bookOpen',
        url: '/docs/user-guide.pdf',
        target: '_blank',
      },
      { id: 'faq', type: 'item', title: 'FAQs', translate: 'faq', icon: 'circleHelp', url: '/pages/faq' },
    ],
  },
];
